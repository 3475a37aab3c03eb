"""Build the bundled Traditional Chinese font subset (assets/fonts/).

Why: printed score sheets and the zh-TW interface must show real Traditional
glyphs on a machine without any CJK font. The full Noto Sans CJK collection
is ~19 MB; the app needs its own texts plus whatever names a family types,
so we ship a subset of the *TC* face (index chosen by PostScript name: the collection's
default face is Japanese, whose glyph forms differ) under the SIL OFL 1.1.

Characters kept (union, so a rebuild never loses one):
  * ASCII, Latin-1 (German umlauts, ß), common punctuation and symbols;
  * every CJK character found in the text sources: the zh-TW seeds and
    GLOSSARY.md in ``--shared`` (default ``../shared`` beside the repo),
    ``translations/*zh_TW.ts``, the sheet texts, the zh_TW rules texts
    (``assets/rules/zh_TW``), and any ``--text`` files;
  * ``COMMON_UI`` below: everyday interface words, for the translation pass;
  * Taiwan's common characters (``common_tc_chars``): the 5,401 characters of
    Big5 level 1, the encoding's "常用字" block, which was drawn from the
    Ministry of Education's 常用國字標準字體表 (4,808 characters) and so
    covers the names people type (陳 林 王 李 美 玲 志 豪 雅 婷 爸 媽 …);
  * full-width punctuation and forms (U+3000-303F, U+FF01-FF5E);
  * the previous ``assets/fonts/subset-chars.txt`` (the recorded list).

Usage (needs fonttools and Debian's fonts-noto-cjk, or ``--source``):
    python tools/make_font_subset.py [--source NotoSansCJK-Regular.ttc]
        [--shared ../shared] [--text more.txt ...]
Writes assets/fonts/CardtableSansTC-Regular.otf and subset-chars.txt.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

REPO = Path(__file__).resolve().parent.parent
OUT_DIR = REPO / "assets" / "fonts"
OUT_FONT = OUT_DIR / "CardtableSansTC-Regular.otf"
CHARS_FILE = OUT_DIR / "subset-chars.txt"
DEFAULT_SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
TC_POSTSCRIPT = "NotoSansCJKtc-Regular"
FAMILY = "Cardtable Sans TC"
POSTSCRIPT = "CardtableSansTC-Regular"

LATIN = "".join(chr(c) for c in range(0x20, 0x7F)) + "".join(chr(c) for c in range(0xA0, 0x100))
SYMBOLS = "–—‘’‚“”„…•·×÷±≤≥≠→←↑↓✓✗○●□■△▲▼◆★☆€‰′″№−"
CJK_PUNCT = "、。〃〈〉《》「」『』【】〔〕〜・!"#%&'()*+,-./:;<=>?@[]^_{|}~0123456789"

# Everyday interface vocabulary (menus, dialogs, messages), for the
# translation pass; written as words so it is easy to extend.
COMMON_UI = """
檔案 編輯 檢視 說明 設定 偏好設定 語言 結束 離開 開啟 關閉 儲存 另存新檔 載入 匯出 匯入 列印 預覽
列印預覽 版面 頁面 紙張 大小 方向 直向 橫向 確定 取消 套用 重設 是 否 好 繼續 返回 上一步 下一步 完成
復原 重做 提示 建議 錯誤 警告 資訊 訊息 問題 無法 失敗 成功 檔案不存在 格式 版本 無效 損壞 已儲存 未儲存
新遊戲 重新開始 暫停 繼續遊戲 遊戲 規則 關於 幫助 選項 人數 名稱 姓名 電腦 人類 難度 簡單 普通 中等 困難
容易 同機輪流 電腦玩家 輪到 等待 思考中 正在 動作 拖曳 放下 點擊 雙擊 選擇 選取 全部 清除 刪除 新增 移除
顯示 隱藏 工具列 狀態列 視窗 全螢幕 縮放 放大 縮小 速度 動畫 音效 聲音 開 關 自動 手動 存檔 讀檔 自動存檔
紀錄 歷史 統計 排名 勝 負 平手 共享 勝利 獲勝 贏家 輸家 得分 分數 總分 總計 合計 小計 本局 本場 下一局
整場 目前 最後 第一 第二 第三 第四 第五 第六 第七 第八 第九 第十 一二三四五六七八九十百千萬 零 兩 幾
張 疊 組 個 位 人 次 分 秒 年 月 日 時 點 今天 日期 時間 頁 共 每 各 另 其他 不能 不可 可以 必須 應該 已經
還沒 尚未 未 沒有 只有 只能 因為 所以 如果 但是 或 和 與 及 的 了 在 是 這 那 你 我 他 她 們 誰 什麼 為何
怎麼 哪 從 到 給 把 被 讓 向 對 於 由 為 以 用 將 再 又 也 都 就 才 先 後 前 上 下 左 右 中 內 外 裡 邊 旁
手牌 牌堆 抽牌 摸牌 棄牌 出牌 接牌 攤下 出清 跳過 百搭 萬用牌 牌庫 序列 公共 個人 發牌 洗牌 重洗 翻開
紅 藍 黃 綠 顏色 數字 同數 連號 同色 階段 局 回合 玩家 發牌者 計分表 剩牌分數 完成 攤牌 規則編號
不合規則 這張牌 那張牌 這一步 不允許 只能從 頂張 空位 起頭 接到 必須先 已完成 尚未完成 請先 請選擇
對手 面前 指定 放到 拿取 拿走 補到 補牌 手上 桌上 桌面 牌桌 卡牌 紙牌 撲克 回放 種子 隨機 亂數 重播
錯誤報告 複製 貼上 剪下 搜尋 尋找 取代 資料夾 路徑 檔名 擴充 外掛 更新 下載 上傳 網路 連線 離線
字型 字體 大 小 高 低 長 短 多 少 新 舊 快 慢 開始 停止 結果 原因 因此 例如 注意 請 謝謝 歡迎 再見
"""


def common_tc_chars() -> set[str]:
    """Every Han character of Big5: level 1 (0xA440-0xC67E, Taiwan's
    frequently used characters) and level 2 (0xC940-0xF9D5, the less common
    ones that many given names use: 瑋 婕 瑄 蓁 翊 甯)."""
    found: set[str] = set()
    for high in range(0xA4, 0xFA):
        for low in (*range(0x40, 0x7F), *range(0xA1, 0xFF)):
            code = high << 8 | low
            if not (0xA440 <= code <= 0xC67E or 0xC940 <= code <= 0xF9D5):
                continue
            try:
                found.add(bytes((high, low)).decode("big5"))
            except UnicodeDecodeError:
                continue
    return found


FULL_WIDTH = "".join(chr(c) for c in (*range(0x3000, 0x3040), *range(0xFF01, 0xFF5F)))


def _cjk_chars(text: str) -> set[str]:
    return {ch for ch in text if ord(ch) >= 0x2E80}


def collect_text(shared: Path, extra: list[Path]) -> str:
    sources: list[Path] = []
    if shared.is_dir():
        sources += sorted((shared / "seeds").glob("*zh-TW*.txt"))
        sources.append(shared / "GLOSSARY.md")
    else:
        print(f"note: {shared} not found; seeds and glossary not scanned", file=sys.stderr)
    sources += sorted((REPO / "translations").glob("*zh_TW*.ts"))
    sources += sorted((REPO / "cardtable").rglob("sheet_texts.py"))
    sources += sorted((REPO / "assets" / "rules" / "zh_TW").glob("*.html"))  # Help > Rules
    sources += extra
    parts = [COMMON_UI, CJK_PUNCT]
    for path in sources:
        if path.is_file():
            parts.append(path.read_text(encoding="utf-8"))
            print(f"scanned {path}", file=sys.stderr)
    if CHARS_FILE.is_file():
        parts.append(CHARS_FILE.read_text(encoding="utf-8"))
    return "".join(parts)


def load_tc_face(source: Path) -> TTFont:
    if source.suffix.lower() in (".ttc", ".otc"):
        collection = TTCollection(str(source))
        for font in collection.fonts:
            if font["name"].getDebugName(6) == TC_POSTSCRIPT:
                return font
        raise SystemExit(f"{source} has no face {TC_POSTSCRIPT}")
    font = TTFont(str(source))
    if font["name"].getDebugName(6) not in (TC_POSTSCRIPT, "NotoSansTC-Regular"):
        print("warning: source is not the TC face; glyph forms may be wrong", file=sys.stderr)
    return font


def rename(font: TTFont) -> None:
    """A family name of our own: the subset must not pose as the full Noto
    font (an installed full copy would be shadowed), and "Noto" is a
    trademark. Copyright (0) and license (13, 14) records stay."""
    table = font["name"]
    version = table.getDebugName(5) or ""
    for rec in list(table.names):
        if rec.nameID in (1, 4, 16):
            table.setName(FAMILY if rec.nameID != 4 else f"{FAMILY} Regular",
                          rec.nameID, rec.platformID, rec.platEncID, rec.langID)
        elif rec.nameID == 3:
            table.setName(f"{POSTSCRIPT};subset of {TC_POSTSCRIPT}",
                          3, rec.platformID, rec.platEncID, rec.langID)
        elif rec.nameID == 6:
            table.setName(POSTSCRIPT, 6, rec.platformID, rec.platEncID, rec.langID)
        elif rec.nameID == 5:
            table.setName(version, 5, rec.platformID, rec.platEncID, rec.langID)
    # Drop localized family names (e.g. the Chinese "思源黑體") that would
    # still name the original font.
    table.names = [r for r in table.names if not (r.nameID in (1, 4, 16, 17) and r.langID not in (0, 0x409))]
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [POSTSCRIPT]
        top = cff.topDictIndex[0]
        top.FullName = f"{FAMILY} Regular"
        top.FamilyName = FAMILY


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE)
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared")
    parser.add_argument("--text", type=Path, action="append", default=[])
    args = parser.parse_args(argv)

    font = load_tc_face(args.source)
    cmap = font.getBestCmap()
    wanted = set(LATIN) | set(SYMBOLS) | set(FULL_WIDTH) | common_tc_chars()
    wanted |= _cjk_chars(collect_text(args.shared, args.text))
    missing = sorted(ch for ch in wanted if ord(ch) not in cmap)
    kept = sorted(ch for ch in wanted if ord(ch) in cmap)
    if missing:
        print(f"not in the font, skipped: {''.join(missing)!r}", file=sys.stderr)

    options = subset.Options()
    # No glyph substitutions (GSUB): a ligature or alternate glyph has no
    # character of its own, so PDF text extraction and copy/paste garbled
    # it ("Fün4ing"). Horizontal CJK text needs none; kerning stays.
    options.layout_features = ["kern"]
    options.drop_tables += ["VORG", "vhea", "vmtx", "BASE", "GSUB"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.recalc_bounds = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(ch) for ch in kept])
    subsetter.subset(font)
    rename(font)

    OUT_DIR.mkdir(parents=True, exist_ok=True)
    font.save(str(OUT_FONT))
    cjk = "".join(ch for ch in kept if ord(ch) >= 0x2E80)
    lines = [cjk[i : i + 60] for i in range(0, len(cjk), 60)]
    CHARS_FILE.write_text("\n".join(lines) + "\n", encoding="utf-8")
    size = OUT_FONT.stat().st_size
    print(f"{OUT_FONT.relative_to(REPO)}: {len(kept)} characters, {size / 1024:.0f} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
