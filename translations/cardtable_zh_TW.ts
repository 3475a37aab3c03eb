<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
    <context>
        <name>AboutDialog</name>
        <message>
            <location filename="../cardtable/ui/dialogs/about.py" line="+26" />
            <source>About cardtable</source>
            <translation>關於 cardtable</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&lt;h3&gt;cardtable {version}&lt;/h3&gt;&lt;p&gt;Phase 10 and Skip-Bo at one table: play against computer players or pass the device around.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;cardtable {version}&lt;/h3&gt;&lt;p&gt;在同一張牌桌上玩 Phase 10 與 Skip-Bo：與電腦玩家對戰，或同機輪流遊玩。&lt;/p&gt;&lt;p&gt;以 MIT 授權條款釋出的自由軟體。&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>BlankSheetDialog</name>
        <message>
            <location filename="../cardtable/ui/printing/dialogs.py" line="+105" />
            <source>Blank score sheet</source>
            <translation>空白計分表</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Game:</source>
            <translation>遊戲：</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Players:</source>
            <translation>玩家人數：</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Language of the sheet:</source>
            <translation>計分表語言：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Paper:</source>
            <translation>紙張：</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Print…</source>
            <translation>列印…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Preview…</source>
            <translation>預覽…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save as PDF…</source>
            <translation>另存為 PDF…</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Save as PDF</source>
            <translation>另存為 PDF</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The PDF could not be written:
{error}</source>
            <translation>無法寫入 PDF 檔案：
{error}</translation>
        </message>
    </context>
    <context>
        <name>ChartsPage</name>
        <message>
            <location filename="../cardtable/ui/stats/chart_page.py" line="+54" />
            <source>Game:</source>
            <translation>遊戲：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Win rate over time of:</source>
            <translation>勝率變化：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Points after each round</source>
            <translation>每局後的分數</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase played in each round</source>
            <translation>每局進行的階段</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Win rate after each game</source>
            <translation>每場後的勝率</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Nothing to show yet.</source>
            <translation>目前還沒有資料。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The game on the table</source>
            <translation>桌上這場遊戲</translation>
        </message>
    </context>
    <context>
        <name>FairDealPage</name>
        <message>
            <location filename="../cardtable/ui/stats/fair_page.py" line="+53" />
            <source>Every deal comes from the game's seed. Counted here: the cards each player was dealt and drew blind from a freshly shuffled deck, in every recorded game. Cards taken from the discard pile are choices, not luck, and are not counted.</source>
            <translation>每次發牌都由遊戲的種子決定。這裡統計所有已記錄的遊戲中，每位玩家從剛洗好的牌堆拿到的發牌與暗摸的牌。從棄牌堆拿的牌是玩家的選擇，不是運氣，因此不列入統計。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Game</source>
            <translation>遊戲</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Cards</source>
            <translation>牌</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Dealt</source>
            <translation>發到</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Drawn</source>
            <translation>摸到</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Count</source>
            <translation>張數</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Of all cards</source>
            <translation>佔全部</translation>
        </message>
        <message>
            <location line="+0" />
            <location line="+34" />
            <source>Chance predicts</source>
            <translation>機率預期</translation>
        </message>
        <message>
            <location line="-34" />
            <source>Verdict</source>
            <translation>判定</translation>
        </message>
        <message>
            <location line="+8" />
            <source>{count} of {cards}</source>
            <translation>{cards} 張中 {count} 張</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Chart of:</source>
            <translation>圖表：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Share of the cards dealt and drawn, next to what chance predicts</source>
            <translation>發到與摸到的牌所佔比例，與機率預期並列</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No games recorded yet.</source>
            <translation>還沒有記錄任何遊戲。</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Dealt and drawn</source>
            <translation>發到與摸到</translation>
        </message>
    </context>
    <context>
        <name>GameOverDialog</name>
        <message>
            <location filename="../cardtable/ui/dialogs/game_over.py" line="+66" />
            <source>The game is over.</source>
            <translation>遊戲結束。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{name} wins!</source>
            <translation>{name} 獲勝！</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Shared win: {names}</source>
            <translation>共同獲勝：{names}</translation>
        </message>
        <message>
            <location line="+22" />
            <source>Game over</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <location line="-9" />
            <location line="+21" />
            <source>{name}: {score} penalty points</source>
            <translation>{name}：剩牌分數 {score} 分</translation>
        </message>
        <message>
            <location line="-19" />
            <source>{name}: phase {phase} laid, {score} penalty points</source>
            <translation>{name}：已攤下第 {phase} 階，剩牌分數 {score} 分</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{name}: phase {phase} not laid, {score} penalty points</source>
            <translation>{name}：未攤下第 {phase} 階，剩牌分數 {score} 分</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Whoever completes the last phase wins, whatever the points; if several players complete it in the same round, the lowest total wins.</source>
            <translation>先完成最後一個階段的玩家獲勝，與分數無關；若有多位玩家在同一局完成，則總分最低者獲勝。</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{name}: {score} match points</source>
            <translation>{name}：總積分 {score} 分</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{name}: {score} cards left in the stock pile</source>
            <translation>{name}：個人牌庫還剩 {score} 張</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{name}: {score}</source>
            <translation>{name}：{score}</translation>
        </message>
        <message>
            <location line="+7" />
            <source>New game</source>
            <translation>新遊戲</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rematch</source>
            <translation>再來一場</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same players and options, a new deal</source>
            <translation>相同的玩家和選項，重新發牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play this deal again</source>
            <translation>用同一副牌再玩一次</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same players, options and cards as this game</source>
            <translation>與這場遊戲相同的玩家、選項和牌</translation>
        </message>
    </context>
    <context>
        <name>GameStarts</name>
        <message>
            <location filename="../cardtable/ui/game_starts.py" line="+85" />
            <source>This game is open in another window.</source>
            <translation>這場遊戲已在另一個視窗中開啟。</translation>
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <location filename="../cardtable/ui/stats/history_window.py" line="+153" />
            <source>1 move</source>
            <translation>1 步</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{n} moves</source>
            <translation>{n} 步</translation>
        </message>
        <message>
            <location line="+3" />
            <source>1 round</source>
            <translation>1 局</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{n} rounds</source>
            <translation>{n} 局</translation>
        </message>
        <message>
            <location line="+22" />
            <source>History</source>
            <translation>歷史紀錄</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Player:</source>
            <translation>玩家：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game:</source>
            <translation>遊戲：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Everybody</source>
            <translation>所有人</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Both games</source>
            <translation>兩種遊戲</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Players...</source>
            <translation>玩家...</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Date</source>
            <translation>日期</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Game</source>
            <translation>遊戲</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Winner</source>
            <translation>勝者</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Length</source>
            <translation>長度</translation>
        </message>
        <message>
            <location line="+15" />
            <source>1 game</source>
            <translation>1 場</translation>
        </message>
        <message>
            <location line="-43" />
            <location line="+43" />
            <source>{n} games</source>
            <translation>{n} 局</translation>
        </message>
    </context>
    <context>
        <name>LayDialog</name>
        <message>
            <location filename="../cardtable/ui/table/games/phase10_laydown.py" line="+41" />
            <source>Lay down your phase</source>
            <translation>攤下你的階段</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Lay down</source>
            <translation>攤下</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Group {n}: {kind}</source>
            <translation>第 {n} 組：{kind}</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Group {n}</source>
            <translation>第 {n} 組</translation>
        </message>
        <message>
            <location line="+21" />
            <source>as {value}</source>
            <translation>當作 {value}</translation>
        </message>
        <message>
            <location line="+6" />
            <source>as red</source>
            <translation>當作紅色</translation>
        </message>
        <message>
            <location line="+0" />
            <source>as blue</source>
            <translation>當作藍色</translation>
        </message>
        <message>
            <location line="+0" />
            <source>as yellow</source>
            <translation>當作黃色</translation>
        </message>
        <message>
            <location line="+1" />
            <source>as green</source>
            <translation>當作綠色</translation>
        </message>
        <message>
            <location line="+24" />
            <source>This lays your phase: press "Lay down".</source>
            <translation>這樣可以完成你的階段：請按「攤下」。</translation>
        </message>
    </context>
    <context>
        <name>LevelTexts</name>
        <message>
            <location filename="../cardtable/ui/dialogs/level_texts.py" line="+18" />
            <source>Plays its stock card whenever it can, but looks at only a few ways to play its turn.</source>
            <translation>能出個人牌庫的牌就一定出，但只考慮少數幾種出牌方式。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Looks at thousands of ways to play its turn to bring its stock card closer.</source>
            <translation>每回合考慮數千種出牌方式，讓個人牌庫的牌更快打出。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Looks at every way to play its turn, saves its SKIP-BO cards and keeps back cards that would help the next player.</source>
            <translation>考慮每一種出牌方式，保留萬用牌，並扣住會幫到下一位玩家的牌。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Collects cards for its phase, but sometimes overlooks a useful discard and skips players at random.</source>
            <translation>收集自己階段需要的牌，但有時會錯過棄牌堆上有用的牌，跳過牌也隨意使用。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Counts the cards it has not seen yet, avoids discarding what the next player needs and skips the most dangerous player.</source>
            <translation>會計算還沒看到的牌，不棄下一位玩家需要的牌，並用跳過牌對付最有威脅的玩家。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Plays like Medium, also watches what each player picks up and avoids cards it would be stuck with after laying its phase.</source>
            <translation>打法同「普通」，另外留意每位玩家撿了哪些牌，並避免留下攤下階段後用不掉的牌。</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../cardtable/ui/quick_start.py" line="+80" />
            <location filename="wrapped_strings.py" line="+37" />
            <source>Phase 10</source>
            <translation>Phase 10</translation>
        </message>
        <message>
            <location line="+1" />
            <location filename="wrapped_strings.py" line="+1" />
            <source>Skip-Bo</source>
            <translation>Skip-Bo</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="+3" />
            <source>Resume game</source>
            <translation>繼續遊戲</translation>
        </message>
        <message>
            <location line="-2" />
            <source>An unfinished game of {game} with {players} was saved automatically on {date}. Resume it?</source>
            <translation>{date} 自動儲存了一場未完成的 {game}（玩家：{players}）。要繼續這場遊戲嗎？</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/main_window.py" line="+137" />
            <source>&amp;Game</source>
            <extracomment>Narrower windows start a game without the score-sheet dock: beside it the table would be drawn too small (text below 11 px at 1024x700, issue 13).</extracomment>
            <translation>遊戲(&amp;G)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;New game...</source>
            <translation>新遊戲(&amp;N)...</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Open...</source>
            <translation>開啟(&amp;O)...</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open &amp;recent</source>
            <translation>最近開啟(&amp;R)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Save</source>
            <translation>儲存(&amp;S)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save &amp;as...</source>
            <translation>另存新檔(&amp;A)...</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Print score sheet...</source>
            <translation>列印計分表(&amp;P)...</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Print pre&amp;view...</source>
            <translation>預覽列印(&amp;V)...</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Export score sheet as PDF...</source>
            <translation>將計分表匯出為 PDF(&amp;E)...</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Print &amp;blank score sheet...</source>
            <translation>列印空白計分表(&amp;B)...</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Quit</source>
            <translation>結束(&amp;Q)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Play</source>
            <translation>出牌(&amp;P)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Hint</source>
            <translation>提示(&amp;H)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Pause the computer players</source>
            <translation>暫停電腦玩家(&amp;P)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;View</source>
            <translation>檢視(&amp;V)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Score sheet</source>
            <translation>計分表(&amp;S)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Zoom &amp;in</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Zoom &amp;out</source>
            <translation>縮小(&amp;O)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Reset zoom</source>
            <translation>重設縮放(&amp;R)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Settings</source>
            <translation>設定(&amp;S)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Preferences...</source>
            <translation>偏好設定(&amp;P)...</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Help</source>
            <translation>說明(&amp;H)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Rules</source>
            <translation>規則(&amp;R)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;About cardtable</source>
            <translation>關於 cardtable(&amp;A)</translation>
        </message>
        <message>
            <location line="+37" />
            <source>{file} - cardtable</source>
            <translation>{file} - cardtable</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cardtable</source>
            <translation>cardtable</translation>
        </message>
        <message>
            <location line="+183" />
            <source>Game over</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Round over: deal the next round when you are ready</source>
            <translation>這局結束了：準備好就發下一局的牌</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Paused: {name} plays next</source>
            <translation>已暫停：下一位是 {name}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your turn, {name}</source>
            <translation>{name}，輪到你了</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{name} is playing</source>
            <translation>輪到 {name}</translation>
        </message>
        <message>
            <location line="+92" />
            <location filename="wrapped_strings.py" line="-26" />
            <source>The game could not be saved automatically: {reason}</source>
            <translation>無法自動儲存遊戲：{reason}</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="+3" />
            <source>cardtable saved games (*.cardtable)</source>
            <translation>cardtable 遊戲存檔 (*.cardtable)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open a saved game</source>
            <translation>開啟遊戲存檔</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cannot open the game</source>
            <translation>無法開啟遊戲</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save the game</source>
            <translation>儲存遊戲</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cannot save the game</source>
            <translation>無法儲存遊戲</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Saved to {file}</source>
            <translation>已儲存至 {file}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>(none)</source>
            <translation>（無）</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/main_window.py" line="+94" />
            <source>No move to suggest right now.</source>
            <translation>目前沒有可建議的動作。</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="+18" />
            <source>Unfinished game {index} of {total}:</source>
            <translation>未完成的遊戲（第 {index} 場，共 {total} 場）：</translation>
        </message>
        <message>
            <location line="-28" />
            <source>The operating system refused: {reason}</source>
            <translation>作業系統拒絕了這項操作：{reason}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Games cannot be saved automatically</source>
            <translation>無法自動儲存遊戲</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{reason}

Games will not be saved automatically. You can still save a game with Save as... in another folder.</source>
            <translation>{reason}

遊戲將不會自動儲存。您仍可以用「另存新檔...」把遊戲儲存到其他資料夾。</translation>
        </message>
        <message>
            <location line="+27" />
            <source>Cannot delete the saved game</source>
            <translation>無法刪除已儲存的遊戲</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game stays on disk and will be offered again at the next start.</source>
            <translation>這場遊戲仍保留在磁碟上，下次啟動時會再次提供繼續。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A copy was kept as {file} so that it can be sent with a bug report.</source>
            <translation>已將一份副本保留為 {file}，方便隨錯誤回報一併寄送。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>It was left unchanged at {file}.</source>
            <translation>檔案原封不動地留在 {file}。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An automatic save cannot be read</source>
            <translation>無法讀取自動儲存的遊戲</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An automatically saved game could not be read and cannot be resumed.</source>
            <translation>有一場自動儲存的遊戲無法讀取，因此無法繼續。</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/main_window.py" line="-432" />
            <source>S&amp;tatistics...</source>
            <translation>統計(&amp;T)...</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;History...</source>
            <translation>歷史紀錄(&amp;H)...</translation>
        </message>
        <message>
            <location line="+309" />
            <source>History</source>
            <translation>歷史紀錄</translation>
        </message>
        <message>
            <location line="-307" />
            <source>&amp;Edit</source>
            <translation>編輯(&amp;E)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Undo</source>
            <translation>復原(&amp;U)</translation>
        </message>
    </context>
    <context>
        <name>MatchGameDialog</name>
        <message>
            <location filename="../cardtable/ui/dialogs/match_summary.py" line="+93" />
            <source>{name} emptied the stock pile first and scores {points} points.</source>
            <translation>{name} 最先出完個人牌庫，得到 {points} 分。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Shared win of this game: {names}</source>
            <translation>本場共同獲勝：{names}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This game ended without a winner.</source>
            <translation>本場結束，沒有勝者。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Game {n} of the match finished</source>
            <translation>整場比賽的第 {n} 場結束</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Stock cards left</source>
            <translation>個人牌庫剩餘</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Points this game</source>
            <translation>本場得分</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Match total</source>
            <translation>比賽總分</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The match goes on until a player reaches {target} points. Game {n} is dealt next.</source>
            <translation>比賽繼續，直到有玩家達到 {target} 分。接下來發第 {n} 場的牌。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Deal next game</source>
            <translation>發下一場的牌</translation>
        </message>
    </context>
    <context>
        <name>MoveLog</name>
        <message>
            <location filename="wrapped_strings.py" line="-24" />
            <source>Game {n}</source>
            <translation>第 {n} 場</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round {n}</source>
            <translation>第 {n} 局</translation>
        </message>
        <message>
            <location line="+85" />
            <source>{name} drew a card from the draw pile</source>
            <translation>{name} 從摸牌堆摸了一張牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} took {card} from the discard pile</source>
            <translation>{name} 從棄牌堆拿了 {card}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} could not draw a card</source>
            <translation>{name} 無牌可摸</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The discard pile was shuffled into a new draw pile ({count} cards)</source>
            <translation>棄牌堆已洗成新的摸牌堆（{count} 張）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} laid the phase: {cards}</source>
            <translation>{name} 攤下了階段：{cards}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} laid down the phase</source>
            <translation>{name} 攤下了階段</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} added {card} to group {group} of {owner}</source>
            <translation>{name} 把 {card} 接到 {owner} 的第 {group} 組</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} discarded {card}</source>
            <translation>{name} 棄了 {card}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} put a Skip in front of {target}</source>
            <translation>{name} 在 {target} 面前放了一張跳過牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} is skipped and loses this turn</source>
            <translation>{name} 被跳過，暫停這一回合</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The first discard is a Skip: {name} is skipped</source>
            <translation>開局翻開的是跳過牌：{name} 被跳過</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} knocked and took {card}</source>
            <translation>{name} 敲桌搶走了 {card}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} did not knock</source>
            <translation>{name} 沒有敲桌搶牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} went out</source>
            <translation>{name} 出清了</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round {round} is over</source>
            <translation>第 {round} 局結束</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} dealt round {round}</source>
            <translation>{name} 發了第 {round} 局的牌</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The game is over</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <location line="+13" />
            <source>{name} played {card} from the stock pile on building pile {pile}</source>
            <translation>{name} 從個人牌庫把 {card} 出到公共序列 {pile}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} played {card} from a discard pile on building pile {pile}</source>
            <translation>{name} 從個人棄牌堆把 {card} 出到公共序列 {pile}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} played {card} on building pile {pile}</source>
            <translation>{name} 把 {card} 出到公共序列 {pile}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Building pile {pile} is complete and set aside</source>
            <translation>公共序列 {pile} 已完成，移到一旁</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} filled the hand up to five cards</source>
            <translation>{name} 把手牌補到五張</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A new draw pile was shuffled ({count} cards)</source>
            <translation>已洗好新的抽牌堆（{count} 張）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{name} discarded {card} on discard pile {pile}</source>
            <translation>{name} 把 {card} 棄到個人棄牌堆 {pile}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} ended the turn</source>
            <translation>{name} 結束了回合</translation>
        </message>
        <message>
            <location line="+1" />
            <source>It is {name}'s turn</source>
            <translation>輪到 {name}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game {game} is dealt, {name} starts</source>
            <translation>第 {game} 場已發牌，由 {name} 先開始</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{names} won the match</source>
            <translation>{names} 贏得整場比賽</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{names} won game {game}</source>
            <translation>{names} 贏得第 {game} 場</translation>
        </message>
        <message>
            <location line="-6" />
            <source>The table was stuck: building and discard piles became a new draw pile ({count} cards)</source>
            <translation>牌局卡住了：公共序列和棄牌堆洗成新的抽牌堆（{count} 張）</translation>
        </message>
        <message>
            <location line="-20" />
            <source>{name} took back the last move</source>
            <translation>{name} 收回了上一步</translation>
        </message>
    </context>
    <context>
        <name>MoveLogDock</name>
        <message>
            <location filename="../cardtable/ui/move_log.py" line="+172" />
            <source>Moves</source>
            <translation>出牌紀錄</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../cardtable/ui/dialogs/new_game.py" line="+198" />
            <source>New game</source>
            <translation>新遊戲</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game:</source>
            <translation>遊戲：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase 10</source>
            <translation>Phase 10</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Skip-Bo</source>
            <translation>Skip-Bo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Edition:</source>
            <translation>版本：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Edition 2026</source>
            <translation>2026 版</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Classic edition</source>
            <translation>經典版</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Number cards in a phase:</source>
            <translation>階段中的數字牌：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>At least one per phase</source>
            <translation>每個階段至少一張</translation>
        </message>
        <message>
            <location line="+1" />
            <source>At least one per group</source>
            <translation>每一組至少一張</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not required (any number of Wilds)</source>
            <translation>不限（百搭牌數量不限）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Exactly 10 rounds</source>
            <translation>固定十局</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Knock (claim a discard out of turn)</source>
            <translation>敲桌搶牌（不在自己回合時搶棄牌）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phases played</source>
            <translation>要玩的階段</translation>
        </message>
        <message>
            <location line="+1" />
            <source>First five</source>
            <translation>前五階</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Even</source>
            <translation>雙數階</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Odd</source>
            <translation>單數階</translation>
        </message>
        <message>
            <location line="+1" />
            <source>All</source>
            <translation>全部</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stock pile size:</source>
            <translation>個人牌庫張數：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Standard (30, or 20 with 5-6 players)</source>
            <translation>標準（30 張，5–6 人時 20 張）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Who starts:</source>
            <translation>誰先開始：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The youngest player</source>
            <translation>年紀最小的玩家</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The player left of the dealer</source>
            <translation>發牌者左手邊的玩家</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A chosen player</source>
            <translation>指定的玩家</translation>
        </message>
        <message>
            <location line="+23" />
            <source>Starting player:</source>
            <translation>先開始的玩家：</translation>
        </message>
        <message>
            <location line="-21" />
            <source>Match scoring: first to 500 points</source>
            <translation>多場計分：先達 500 分者獲勝</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Number of players:</source>
            <translation>玩家人數：</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+50" />
            <source>Seat {n}</source>
            <translation>座位 {n}</translation>
        </message>
        <message>
            <location line="-49" />
            <source>Human</source>
            <translation>真人</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Computer</source>
            <translation>電腦玩家</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/dialogs/level_texts.py" line="+12" />
            <location filename="../cardtable/ui/dialogs/new_game.py" line="+1" />
            <source>Easy</source>
            <translation>簡單</translation>
        </message>
        <message>
            <location line="+1" />
            <location filename="../cardtable/ui/dialogs/new_game.py" line="+1" />
            <source>Medium</source>
            <translation>普通</translation>
        </message>
        <message>
            <location line="+1" />
            <location filename="../cardtable/ui/dialogs/new_game.py" line="+1" />
            <source>Hard</source>
            <translation>困難</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/dialogs/new_game.py" line="+2" />
            <source>Seed (optional):</source>
            <translation>亂數種子（選填）：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>empty = a new random deal</source>
            <translation>留空 = 隨機發牌</translation>
        </message>
        <message>
            <location line="+51" />
            <source>Player {n}</source>
            <translation>玩家 {n}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Computer {n}</source>
            <translation>電腦 {n}</translation>
        </message>
        <message>
            <location line="+97" />
            <source>Please give seat {n} a name.</source>
            <translation>請為座位 {n} 輸入名稱。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Every player needs a different name.</source>
            <translation>每位玩家的名稱都必須不同。</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The seed must be a whole number, or empty for a random deal.</source>
            <translation>亂數種子必須是整數；留空則隨機發牌。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The seed is too large.</source>
            <translation>亂數種子太大。</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Choose at least one phase to play.</source>
            <translation>請至少選擇一個階段。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>With {n} players the stock pile holds at most {limit} cards.</source>
            <translation>{n} 位玩家時，個人牌庫最多 {limit} 張。</translation>
        </message>
        <message>
            <location line="+16" />
            <source>This game is not available in this version.</source>
            <translation>此版本不提供這個遊戲。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>These options are not possible: {reason}</source>
            <translation>無法使用這些選項：{reason}</translation>
        </message>
        <message>
            <location line="-189" />
            <source>Who is youngest?</source>
            <translation>誰年紀最小？</translation>
        </message>
        <message>
            <location line="-32" />
            <source>Allow taking back a move within your turn (Edit &gt; Undo)</source>
            <translation>允許在自己的回合內收回出牌（編輯 &gt; 復原）</translation>
        </message>
    </context>
    <context>
        <name>Phase10Page</name>
        <message>
            <location filename="../cardtable/ui/stats/pages.py" line="+74" />
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Games</source>
            <translation>場數</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Phases per round</source>
            <translation>每局完成階段</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rounds per game</source>
            <translation>每場局數</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Penalty points per round</source>
            <translation>每局剩牌分數</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase {n} failed</source>
            <translation>階段 {n} 未完成</translation>
        </message>
        <message>
            <location line="+11" />
            <source>How often each phase failed for:</source>
            <translation>各階段未完成的次數：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Share of rounds in which the phase was not laid</source>
            <translation>未攤下階段的局數比例</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No Phase 10 rounds recorded yet.</source>
            <translation>還沒有記錄任何 Phase 10 牌局。</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Phase failed</source>
            <translation>階段未完成</translation>
        </message>
    </context>
    <context>
        <name>PlayersDialog</name>
        <message>
            <location filename="../cardtable/ui/stats/players_dialog.py" line="+57" />
            <location line="+29" />
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location line="-28" />
            <source>Names typed at the seats are remembered here. Rename a player, or merge two entries that are the same person.</source>
            <translation>這裡記住在座位輸入過的名字。可以替玩家改名，或把同一個人的兩筆紀錄合併。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Rename...</source>
            <translation>改名...</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Merge into...</source>
            <translation>合併到...</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{name} (1 game)</source>
            <translation>{name}（1 場）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{name} ({n} games)</source>
            <translation>{name}（{n} 場）</translation>
        </message>
        <message>
            <location line="+23" />
            <source>Rename</source>
            <translation>改名</translation>
        </message>
        <message>
            <location line="+0" />
            <source>New name:</source>
            <translation>新名字：</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Merge</source>
            <translation>合併</translation>
        </message>
        <message>
            <location line="+0" />
            <source>{name} is the same person as:</source>
            <translation>{name} 與下列玩家是同一人：</translation>
        </message>
    </context>
    <context>
        <name>PlayersPage</name>
        <message>
            <location filename="../cardtable/ui/stats/pages.py" line="-72" />
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Game</source>
            <translation>遊戲</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Games</source>
            <translation>場數</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Wins</source>
            <translation>勝場</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Win rate</source>
            <translation>勝率</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Against {who}</source>
            <translation>對 {who}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Best streak</source>
            <translation>最長連勝</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Current streak</source>
            <translation>目前連勝</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{rate} of {games}</source>
            <translation>{games} 場中 {rate}</translation>
        </message>
    </context>
    <context>
        <name>PrivacyScreen</name>
        <message>
            <location filename="../cardtable/ui/dialogs/privacy.py" line="+49" />
            <source>Pass to {name} - click when ready</source>
            <translation>請交給 {name} - 準備好後請點一下</translation>
        </message>
        <message>
            <location line="+1" />
            <source>I am {name}, show my cards</source>
            <translation>我是 {name}，顯示我的手牌</translation>
        </message>
    </context>
    <context>
        <name>RoundSummaryDialog</name>
        <message>
            <location filename="../cardtable/ui/dialogs/round_summary.py" line="+128" />
            <source>Round {n} finished</source>
            <translation>第 {n} 局結束</translation>
        </message>
        <message>
            <location line="-38" />
            <source>sat out</source>
            <translation>本局未參加</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Phase {n} completed: moves up to phase {next}</source>
            <translation>完成第 {n} 階段：進到第 {next} 階段</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase {n} completed</source>
            <translation>完成第 {n} 階段</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase {n} not completed: moves on to phase {next}</source>
            <translation>未完成第 {n} 階段：進到第 {next} 階段</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase {n} not completed: plays it again</source>
            <translation>未完成第 {n} 階段：下一局重來</translation>
        </message>
        <message>
            <location line="+13" />
            <source>went out: no cards left</source>
            <translation>出清了：手上沒有牌</translation>
        </message>
        <message>
            <location line="+20" />
            <source>{name} went out. Every hand is shown face up on the table.</source>
            <translation>{name} 出清了。每個人的手牌都翻開放在桌上。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The round is over.</source>
            <translation>這一局結束了。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase</source>
            <translation>階段</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Deal next round</source>
            <translation>發下一局的牌</translation>
        </message>
        <message>
            <location line="-6" />
            <source>Points this round</source>
            <translation>本局分數</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Cards left</source>
            <translation>剩下的牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Total</source>
            <translation>總分</translation>
        </message>
    </context>
    <context>
        <name>RuleHelp</name>
        <message>
            <location filename="../cardtable/ui/rule_help.py" line="+49" />
            <source>Why? Read rule {rule}</source>
            <translation>為什麼？閱讀規則 {rule}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the rules at the rule that refused your move</source>
            <translation>在拒絕你這一步的規則處開啟規則說明</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Explain the last refused move</source>
            <translation>說明上一步被拒絕的原因(&amp;E)</translation>
        </message>
    </context>
    <context>
        <name>RuleMessages</name>
        <message>
            <location filename="../cardtable/ui/rule_messages.py" line="+20" />
            <source>That is not a card of the Phase 10 deck.</source>
            <translation>這不是 Phase 10 牌組裡的牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase 10 is played by 2 to 6 players.</source>
            <translation>Phase 10 由 2 到 6 位玩家進行。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play goes clockwise, starting left of the dealer.</source>
            <translation>從發牌者左手邊的玩家開始，依順時針方向進行。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every player plays their own current phase.</source>
            <translation>每位玩家都進行自己目前的階段。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Skip turned up at the start skips the first player.</source>
            <translation>開局翻開的若是跳過牌，第一位玩家要暫停一回合。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One card can belong to one group only.</source>
            <translation>一張牌只能屬於一組。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Two sets of a phase may share the same value.</source>
            <translation>同一階段的兩個同數組可以是相同的數字。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This phase has no room for that group: a phase never gets an extra group.</source>
            <translation>這個階段放不下那一組：階段不能多出額外的組。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Runs use the values 1 to 12 only; 12 and 1 are not next to each other.</source>
            <translation>連號組只用 1 到 12；12 與 1 不相連。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw exactly one card, from the draw pile or the discard pile; a Skip cannot be taken from the discard pile.</source>
            <translation>從摸牌堆或棄牌堆摸一張牌，只能一張；跳過牌不能從棄牌堆拿。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Only your complete current phase can be laid down, once per round, before you discard.</source>
            <translation>只能攤下自己目前完整的階段，每局一次，且要在棄牌之前。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Extra cards laid with the phase must extend the phase's own groups.</source>
            <translation>隨階段一起攤下的額外牌，必須接在該階段自己的組上。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You may hit only after laying down your own phase, and the card must fit the group.</source>
            <translation>必須先攤下自己的階段才能接牌，而且牌要符合那一組。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>End your turn by discarding one card.</source>
            <translation>棄一張牌來結束你的回合。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The round is over: a player went out.</source>
            <translation>這一局結束了：已有玩家出清。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>There is no card to draw.</source>
            <translation>沒有牌可以摸。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Wild stands for any value or colour, but this edition needs at least one number card here.</source>
            <translation>百搭牌可當任何數字或顏色，但這個版本在此至少需要一張數字牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A laid Wild stays where it is until the round ends.</source>
            <translation>已攤下的百搭牌在這一局結束前都不能移動。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Skip can never be part of a phase or a hit.</source>
            <translation>跳過牌永遠不能用在階段裡，也不能拿來接牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Skip is played as your discard, in front of an opponent you choose.</source>
            <translation>跳過牌要當作你的棄牌，放在你選擇的對手面前。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That player already has a Skip in front of them: choose another player.</source>
            <translation>這位玩家面前已經有一張跳過牌：請選別的玩家。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Skip that you go out with has no effect: discard it to go out.</source>
            <translation>用跳過牌出清時沒有效果：直接把它棄掉就出清了。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cards left in the hand score penalty points.</source>
            <translation>留在手牌中的牌要計算剩牌分數。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Only players who laid their phase advance to the next phase.</source>
            <translation>只有攤下了階段的玩家才能進入下一階段。</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+27" />
            <source>The game is over.</source>
            <translation>遊戲結束。</translation>
        </message>
        <message>
            <location line="-26" />
            <source>In this variant everybody moves on one phase after each of the 10 rounds.</source>
            <translation>在這個變化玩法中，十局的每一局結束後所有人都前進一個階段。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Only the chosen phases are played in this game.</source>
            <translation>這場遊戲只進行選定的階段。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Knocking is not possible now: only another player may claim a discard, and nobody may knock twice in a row.</source>
            <translation>現在不能敲桌搶牌：只有其他玩家可以搶棄牌，而且沒有人能連續敲桌兩次。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>That is not a card of the Skip-Bo deck.</source>
            <translation>這不是 Skip-Bo 牌組裡的牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Skip-Bo is played by 2 to 6 players.</source>
            <translation>Skip-Bo 由 2 到 6 位玩家進行。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That player does not start this game.</source>
            <translation>這場遊戲不是由那位玩家先開始。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Only the top card of your own stock pile can be played.</source>
            <translation>只能打出自己個人牌庫最上面的那張牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cards from the draw pile only refill the hand.</source>
            <translation>抽牌堆的牌只能用來補手牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>There are at most four building piles.</source>
            <translation>公共序列最多只有四疊。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You have at most four discard piles, and only their top cards can be played.</source>
            <translation>你最多有四疊個人棄牌堆，而且只能打出最上面的牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>First fill your hand up to five cards.</source>
            <translation>請先把手牌補到五張。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play onto building piles from your hand, your stock pile or your own discard piles.</source>
            <translation>可以從手牌、個人牌庫或自己的個人棄牌堆出牌到公共序列。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The next stock card is turned up once the top one is played.</source>
            <translation>個人牌庫最上面的牌打出後，就翻開下一張。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>With an empty hand you draw five more cards and go on.</source>
            <translation>手牌出完時，再抽五張牌繼續出牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>End your turn by discarding one hand card onto one of your discard piles.</source>
            <translation>把一張手牌棄到你的一疊個人棄牌堆上，結束你的回合。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Only hand cards can be discarded, and only the top card of a discard pile can be played.</source>
            <translation>只有手牌可以棄牌，而棄牌堆只能打出最上面的那張。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An empty building pile starts only with a 1 or a SKIP-BO card.</source>
            <translation>空的公共序列只能從 1 或萬用牌開始。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A card must be exactly one higher than the top of the building pile.</source>
            <translation>出的牌必須比公共序列最上面的牌正好大 1。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A building pile that reaches 12 is complete and set aside.</source>
            <translation>接到 12 的公共序列就完成了，並移到一旁。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The completed building piles are shuffled into a new draw pile.</source>
            <translation>已完成的公共序列會洗成新的抽牌堆。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game is over: a player emptied their stock pile.</source>
            <translation>遊戲結束：已有玩家出完個人牌庫。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The match is scored to 500 points.</source>
            <translation>這場比賽計分到 500 分。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>It is not your turn.</source>
            <translation>現在不是你的回合。</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="-77" />
            <source>Draw a card first: from the draw pile or the discard pile.</source>
            <translation>請先摸一張牌：從摸牌堆或棄牌堆摸。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You have already drawn: lay down, hit or end your turn by discarding a card.</source>
            <translation>你已經摸過牌了：可以攤牌、接牌，或棄一張牌結束這回合。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Skip cannot be taken from the discard pile: draw from the draw pile.</source>
            <translation>跳過牌不能從棄牌堆拿：請從摸牌堆摸牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase {phase} needs {needs}: {values} misses {missing}.</source>
            <translation>第 {phase} 階段需要{needs}：{values} 少了 {missing}。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A run has no gaps: {values} misses {missing}.</source>
            <translation>連號不能有空缺：{values} 少了 {missing}。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase {phase} needs {needs}: one group has {have} cards, it needs {size}.</source>
            <translation>第 {phase} 階段需要{needs}：有一組只有 {have} 張，需要 {size} 張。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase {phase} needs {needs}: no other group can be laid.</source>
            <translation>第 {phase} 階段需要{needs}：不能多攤別的組。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase {phase} needs {needs}: lay all of it at once.</source>
            <translation>第 {phase} 階段需要{needs}：要一次全部攤下。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This building pile needs a {needed}.</source>
            <translation>這個公共序列需要一張 {needed}。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Lay your own phase first; then you may add cards to laid groups.</source>
            <translation>請先攤下你自己的階段，之後才能把牌接到已攤下的牌組上。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Drop the Skip on an opponent's box: that player loses the next turn.</source>
            <translation>把跳過牌放到對手的區域：那位玩家下一回合暫停。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This set takes only {value}s (or a Wild): {card} does not fit.</source>
            <translation>這個同數組只能接 {value}（或百搭牌）：{card} 不合。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This run takes only {ends} (or a Wild): {card} does not fit.</source>
            <translation>這個連號組只能接 {ends}（或百搭牌）：{card} 不合。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This colour group takes only {colour} cards (or a Wild): {card} does not fit.</source>
            <translation>這個同色組只能接{colour}的牌（或百搭牌）：{card} 不合。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>red</source>
            <translation>紅色</translation>
        </message>
        <message>
            <location line="+1" />
            <source>blue</source>
            <translation>藍色</translation>
        </message>
        <message>
            <location line="+1" />
            <source>yellow</source>
            <translation>黃色</translation>
        </message>
        <message>
            <location line="+1" />
            <source>green</source>
            <translation>綠色</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/rule_messages.py" line="+101" />
            <source>Rule {rule}: {sentence}</source>
            <translation>規則 {rule}：{sentence}</translation>
        </message>
        <message>
            <location line="-104" />
            <source>The game is blocked: for a long time nobody played a stock card.</source>
            <translation>遊戲陷入僵局：已經很久沒有人打出個人牌庫的牌。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>There is no move of this turn that can be taken back.</source>
            <translation>這個回合沒有可以收回的動作。</translation>
        </message>
        <message>
            <location line="+48" />
            <source>This table does not allow taking back moves.</source>
            <translation>這張牌桌不允許收回出牌。</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../cardtable/ui/dialogs/rules_help.py" line="+98" />
            <source>The rules text is not installed.</source>
            <translation>未安裝規則說明。</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Rules</source>
            <translation>規則</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase 10</source>
            <translation>Phase 10</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Skip-Bo</source>
            <translation>Skip-Bo</translation>
        </message>
    </context>
    <context>
        <name>SaveMessages</name>
        <message>
            <location filename="../cardtable/ui/save_messages.py" line="+16" />
            <source>The file {path} does not exist.</source>
            <translation>檔案 {path} 不存在。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{path} is a folder, not a saved game.</source>
            <translation>{path} 是資料夾，不是遊戲存檔。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{path} is not a regular file.</source>
            <translation>{path} 不是一般檔案。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file {path} cannot be read: {reason}</source>
            <translation>無法讀取檔案 {path}：{reason}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file {path} is too large to be a saved game.</source>
            <translation>檔案 {path} 太大，不可能是遊戲存檔。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file {path} is empty.</source>
            <translation>檔案 {path} 是空的。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file is not a text file.</source>
            <translation>這個檔案不是文字檔。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file is incomplete: it ends too early.</source>
            <translation>檔案不完整：內容提前結束。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file is damaged (not valid JSON).</source>
            <translation>檔案已損壞（不是有效的 JSON）。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file is damaged (nested too deeply).</source>
            <translation>檔案已損壞（巢狀層次太深）。</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+1" />
            <source>The file is not a cardtable saved game.</source>
            <translation>這不是 cardtable 的遊戲存檔。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file has no format version.</source>
            <translation>檔案沒有格式版本。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file's format version is damaged.</source>
            <translation>檔案的格式版本已損壞。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file was saved by a newer version of cardtable; please update the app.</source>
            <translation>這個檔案是由較新版本的 cardtable 儲存的，請更新程式。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file's format is too old to be read.</source>
            <translation>檔案格式太舊，無法讀取。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file's older format could not be converted.</source>
            <translation>無法轉換檔案的舊格式。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file holds a game this version does not know.</source>
            <translation>檔案中的遊戲是這個版本不認得的。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file was changed or damaged: its moves do not lead to its saved position.</source>
            <translation>檔案已被修改或損壞：其中的動作無法得到存檔時的局面。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file was changed or damaged: move {index} is not allowed (rule {rule}).</source>
            <translation>檔案已被修改或損壞：第 {index} 個動作不合規則（規則 {rule}）。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file {path} could not be written: {reason}</source>
            <translation>無法寫入檔案 {path}：{reason}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The data folder {path} cannot be used: {reason}</source>
            <translation>無法使用資料夾 {path}：{reason}</translation>
        </message>
        <message>
            <location line="+13" />
            <source>The file is damaged and cannot be opened.</source>
            <translation>檔案已損壞，無法開啟。</translation>
        </message>
        <message>
            <location line="-12" />
            <source>The file {path} could not be deleted: {reason}</source>
            <translation>無法刪除檔案 {path}：{reason}</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheetDock</name>
        <message>
            <location filename="../cardtable/ui/scoresheet/dock.py" line="+152" />
            <source>Score sheet</source>
            <extracomment>The dock's share of the window's width when it first docks (the table has priority). A player's column never gets narrower than this (pixels); only then the sheet scrolls.</extracomment>
            <translation>計分表</translation>
        </message>
        <message>
            <location line="+12" />
            <source>No game.</source>
            <translation>沒有進行中的遊戲。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Edition 2026</source>
            <translation>2026 版</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Classic edition</source>
            <translation>經典版</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Exactly 10 rounds</source>
            <translation>固定十局</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Fewer phases: {phases}</source>
            <translation>較少階段：{phases}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Knock</source>
            <translation>敲桌搶牌</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Match scoring: first to {target} points</source>
            <translation>多場計分：先達 {target} 分者獲勝</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Winner: {names}</source>
            <translation>贏家：{names}</translation>
        </message>
        <message>
            <location line="-3" />
            <source>✓ = phase completed, * = went out; below: the total</source>
            <translation>✓ = 完成階段，* = 出清；下方：累計</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheetModel</name>
        <message>
            <location filename="../cardtable/ui/scoresheet/model.py" line="+96" />
            <source>Winner</source>
            <translation>贏家</translation>
        </message>
        <message>
            <location line="+0" />
            <source>In the lead</source>
            <translation>領先</translation>
        </message>
        <message>
            <location line="+7" />
            <location line="+3" />
            <source>Round {n}</source>
            <translation>第 {n} 局</translation>
        </message>
        <message>
            <location line="-2" />
            <source>(tie-break)</source>
            <translation>（加賽局）</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Game {n}</source>
            <translation>第 {n} 場</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Total</source>
            <translation>總分</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Current phase</source>
            <translation>目前階段</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stock cards left</source>
            <translation>個人牌庫剩餘</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Total (to {target})</source>
            <translation>總分（目標 {target}）</translation>
        </message>
        <message>
            <location line="+66" />
            <source>Phase {phase} completed.</source>
            <translation>已完成第 {phase} 階。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase {phase} not completed.</source>
            <translation>未完成第 {phase} 階。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{points} penalty points this round, {total} in total.</source>
            <translation>本局剩牌分數 {points} 分，累計 {total} 分。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Went out.</source>
            <translation>出清。</translation>
        </message>
        <message>
            <location line="-10" />
            <source>{stock} stock cards left, {points} points, {total} in total.</source>
            <translation>個人牌庫剩 {stock} 張，得 {points} 分，總分 {total}。</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheetPrinting</name>
        <message>
            <location filename="wrapped_strings.py" line="-40" />
            <source>Score sheet</source>
            <translation>計分表</translation>
        </message>
        <message>
            <location line="+1" />
            <source>There is no game to print.</source>
            <translation>沒有可列印的遊戲。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Export as PDF</source>
            <translation>匯出為 PDF</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The PDF could not be written:
{error}</source>
            <translation>無法寫入 PDF 檔案：
{error}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Score sheet exported to {file}</source>
            <translation>計分表已匯出至 {file}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>PDF files (*.pdf)</source>
            <translation>PDF 檔案 (*.pdf)</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <location filename="../cardtable/ui/dialogs/settings_dialog.py" line="+39" />
            <source>Preferences</source>
            <translation>偏好設定</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Language:</source>
            <translation>語言：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Computer speed:</source>
            <translation>電腦玩家速度：</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Instant</source>
            <translation>立即</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fast</source>
            <translation>快</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slow</source>
            <translation>慢</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Very slow</source>
            <translation>非常慢</translation>
        </message>
    </context>
    <context>
        <name>SkipBoPage</name>
        <message>
            <location filename="../cardtable/ui/stats/pages.py" line="+77" />
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Games</source>
            <translation>場數</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Wins</source>
            <translation>勝場</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Stock cards left when losing</source>
            <translation>落敗時個人牌庫剩餘張數</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Match games</source>
            <translation>整場比賽數</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Games to reach the match target</source>
            <translation>達到比賽目標所需局數</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../cardtable/ui/start_page.py" line="+222" />
            <source>Welcome to cardtable</source>
            <translation>歡迎使用 cardtable</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play Phase 10 or Skip-Bo against the computer or with friends.</source>
            <translation>與電腦或朋友一起玩 Phase 10 或 Skip-Bo。</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Open a saved game...</source>
            <translation>開啟遊戲存檔...</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Change...</source>
            <translation>變更...</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Choose the players and options of this start</source>
            <translation>選擇這個開局的玩家和選項</translation>
        </message>
        <message>
            <location line="+2" />
            <source>New game with all options...</source>
            <translation>新遊戲（所有選項）...</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Unfinished games</source>
            <translation>未完成的遊戲</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Saved games</source>
            <translation>遊戲存檔</translation>
        </message>
        <message>
            <location line="+37" />
            <source>No unfinished games.</source>
            <translation>沒有未完成的遊戲。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>No saved games yet.</source>
            <translation>還沒有遊戲存檔。</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="+1" />
            <source>Phase 10 against the computer</source>
            <translation>Phase 10 對戰電腦</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Skip-Bo against the computer</source>
            <translation>Skip-Bo 對戰電腦</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pass and play</source>
            <translation>同機輪流</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} ({level})</source>
            <translation>{name}（{level}）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{game} with {players}</source>
            <translation>{game}：{players}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Players: {players}</source>
            <translation>玩家：{players}</translation>
        </message>
        <message>
            <location line="+30" />
            <source>{game}: {players}</source>
            <translation>{game}：{players}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Saved {date}</source>
            <translation>儲存於 {date}</translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message>
            <location filename="../cardtable/ui/stats/window.py" line="+86" />
            <source>Statistics</source>
            <translation>統計</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Phase 10</source>
            <translation>Phase 10</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Skip-Bo</source>
            <translation>Skip-Bo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Charts</source>
            <translation>圖表</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Fair deal</source>
            <translation>公平發牌</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Refresh</source>
            <translation>重新整理</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Players...</source>
            <translation>玩家...</translation>
        </message>
        <message>
            <location line="+3" />
            <source>1 finished game in the history.</source>
            <translation>歷史紀錄中有 1 場已結束的遊戲。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{n} finished games in the history.</source>
            <translation>歷史紀錄中有 {n} 場已結束的遊戲。</translation>
        </message>
    </context>
    <context>
        <name>StatsTexts</name>
        <message>
            <location filename="wrapped_strings.py" line="+1" />
            <source>Phase 10</source>
            <translation>Phase 10</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Skip-Bo</source>
            <translation>Skip-Bo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Computer (easy)</source>
            <translation>電腦（簡單）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Computer (medium)</source>
            <translation>電腦（普通）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Computer (hard)</source>
            <translation>電腦（困難）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>People</source>
            <translation>真人玩家</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Wild cards</source>
            <translation>百搭牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Skip cards</source>
            <translation>跳過牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>SKIP-BO cards</source>
            <translation>Skip-Bo 萬用牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Number cards</source>
            <translation>數字牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Too few cards yet to judge.</source>
            <translation>牌數還太少，無法判斷。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>More than chance predicts: unusual.</source>
            <translation>比機率預期多：不尋常。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fewer than chance predicts: unusual.</source>
            <translation>比機率預期少：不尋常。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>As chance predicts.</source>
            <translation>與機率預期相符。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The history of finished games was damaged. It was set aside as {moved_to} and a new, empty history was started.</source>
            <translation>已結束遊戲的歷史紀錄已損壞，已另存為 {moved_to}，並開始一份新的空白紀錄。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The history of finished games was written by a newer version of cardtable. Games are not recorded until you update.</source>
            <translation>已結束遊戲的歷史紀錄是由較新版本的 cardtable 寫入的。更新之前不會記錄遊戲。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The history of finished games cannot be used: {reason}</source>
            <translation>無法使用已結束遊戲的歷史紀錄：{reason}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This game is no longer in the history.</source>
            <translation>這場遊戲已不在歷史紀錄中。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>There is already a player called {name}. Merge the two instead.</source>
            <translation>已經有名為 {name} 的玩家，請改為合併兩者。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Computer players cannot be renamed or merged.</source>
            <translation>電腦玩家無法改名或合併。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{source} and {target} played in the same game, so they are different people.</source>
            <translation>{source} 與 {target} 曾在同一場遊戲中對戰，所以是不同的人。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That name cannot be used.</source>
            <translation>無法使用這個名字。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This player no longer exists.</source>
            <translation>這位玩家已不存在。</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <location line="+66" />
            <source>easy</source>
            <translation>簡單</translation>
        </message>
        <message>
            <location line="+1" />
            <source>medium</source>
            <translation>普通</translation>
        </message>
        <message>
            <location line="+1" />
            <source>hard</source>
            <translation>困難</translation>
        </message>
        <message>
            <location line="-62" />
            <source>Phase {phase}: {requirement}</source>
            <translation>第 {phase} 階：{requirement}</translation>
        </message>
        <message>
            <location line="+63" />
            <source>{name} (computer, {level})</source>
            <translation>{name}（電腦玩家，{level}）</translation>
        </message>
        <message>
            <location line="-62" />
            <source>Score: {score}</source>
            <translation>分數：{score}</translation>
        </message>
        <message>
            <location line="+63" />
            <source>Hand: {count}</source>
            <translation>手牌：{count} 張</translation>
        </message>
        <message>
            <location line="-61" />
            <source>sits out this round</source>
            <translation>本局暫停</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw pile: {count}</source>
            <oldsource>Draw pile: %n</oldsource>
            <translation>摸牌堆：{count}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Discard pile: {count}</source>
            <oldsource>Discard pile: %n</oldsource>
            <translation>棄牌堆：{count} 張</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round {round}</source>
            <translation>第 {round} 局</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Drop cards here to lay down phase {phase}</source>
            <translation>把牌拖到這裡來攤下第 {phase} 階</translation>
        </message>
        <message>
            <location line="+27" />
            <source>Stock: {count}</source>
            <oldsource>Stock: %n</oldsource>
            <translation>牌庫：{count}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stock pile ({count})</source>
            <oldsource>Stock pile (%n)</oldsource>
            <translation>個人牌庫（{count}）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Discard piles</source>
            <translation>個人棄牌堆</translation>
        </message>
        <message>
            <location line="+1" />
            <source>empty</source>
            <translation>空</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Set aside: {count}</source>
            <oldsource>Set aside: %n</oldsource>
            <translation>移開：{count} 張</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Your hand</source>
            <translation>你的手牌</translation>
        </message>
        <message>
            <location line="-33" />
            <source>Knock (K)</source>
            <translation>敲桌搶牌 (K)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pass (P)</source>
            <translation>不搶 (P)</translation>
        </message>
        <message>
            <location line="+33" />
            <source>End turn (E)</source>
            <translation>結束回合 (E)</translation>
        </message>
        <message>
            <location line="-32" />
            <source>Sort by colour (S)</source>
            <translation>依顏色排序 (S)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sort by value (S)</source>
            <translation>依數字排序 (S)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Lay down (L)</source>
            <translation>攤下 (L)</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Draw pile</source>
            <translation>抽牌堆</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{count} cards</source>
            <translation>{count} 張</translation>
        </message>
        <message>
            <location line="-31" />
            <source>Misses a turn</source>
            <translation>下回合暫停</translation>
        </message>
        <message>
            <location line="+37" />
            <source>Building pile {index}</source>
            <translation>公共序列 {index}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>at {value}</source>
            <translation>已到 {value}</translation>
        </message>
    </context>
    <context>
        <name>TableView</name>
        <message>
            <location filename="../cardtable/ui/table/view.py" line="+192" />
            <source>The game is over.</source>
            <translation>遊戲結束。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The round is over: every hand lies face up.</source>
            <translation>這局結束了：每個人的手牌都翻開了。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>{name} is playing...</source>
            <translation>輪到 {name}...</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="-45" />
            <source>Knock (K) to take the discard, or pass (P)</source>
            <translation>敲桌搶牌 (K) 拿走這張棄牌，或不搶 (P)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your turn: draw a card (D) or take the discard (Shift+D)</source>
            <translation>輪到你：從摸牌堆摸牌 (D) 或拿棄牌堆的牌 (Shift+D)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Lay down your phase (L) or discard a card to end your turn</source>
            <translation>攤下你的階段 (L)，或棄一張牌結束回合</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hit on laid groups or discard a card to end your turn</source>
            <translation>在已攤下的組上接牌，或棄一張牌結束回合</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Give the Skip to...</source>
            <translation>把跳過牌給...</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Build on the piles in the middle, then discard to end your turn</source>
            <translation>先出牌到中間的公共序列，再棄牌結束回合</translation>
        </message>
        <message>
            <location line="+26" />
            <source>That does not go there.</source>
            <translation>這張牌不能放在那裡。</translation>
        </message>
        <message>
            <location line="-1" />
            <source>Hint: the highlighted move. Press Enter to make it.</source>
            <translation>提示：標示出的動作。按 Enter 執行。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Drop the card on a pile or a highlighted place.</source>
            <translation>請把牌放到牌堆或標示出的位置上。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No place takes the selected card now.</source>
            <translation>選取的牌現在沒有地方可以放。</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/table/recent.py" line="+22" />
            <source>skipped this turn</source>
            <translation>這回合被跳過</translation>
        </message>
    </context>
</TS>
