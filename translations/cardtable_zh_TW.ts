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
            <location filename="../cardtable/ui/printing/dialogs.py" line="+163" />
            <source>Blank score sheet</source>
            <extracomment>``notify(text, ms, again)``: a window's status line says ``text`` (``again()`` after a language switch)</extracomment>
            <translation>空白計分表</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Game:</source>
            <translation>遊戲：</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Players:</source>
            <translation>玩家人數：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Language of the sheet:</source>
            <translation>計分表語言：</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Paper:</source>
            <translation>紙張：</translation>
        </message>
        <message>
            <location line="+6" />
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
            <location line="+33" />
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
        <message>
            <location line="-46" />
            <source>Edition 2026</source>
            <translation>2026 版</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Classic edition</source>
            <translation>經典版</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Edition:</source>
            <translation>版本：</translation>
        </message>
    </context>
    <context>
        <name>CardPad</name>
        <message>
            <location filename="../cardtable/ui/keeper/card_pad.py" line="+112" />
            <source>Count the cards left: choose a player's “Count cards”.</source>
            <translation>點算剩下的手牌：按下某位玩家的「點算手牌」。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cards left in {name}'s hand:</source>
            <translation>{name} 剩下的手牌：</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{card}: {points} points</source>
            <translation>{card}：{points} 分</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Take back a card</source>
            <translation>收回一張</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Clear</source>
            <translation>清除</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <location filename="../cardtable/ui/replay/deck_dialog.py" line="+95" />
            <location filename="wrapped_strings.py" line="+328" />
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="-12" />
            <source>red {value}</source>
            <translation>紅 {value}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>blue {value}</source>
            <translation>藍 {value}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>green {value}</source>
            <translation>綠 {value}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>yellow {value}</source>
            <translation>黃 {value}</translation>
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
            <source>green</source>
            <translation>綠色</translation>
        </message>
        <message>
            <location line="+1" />
            <source>yellow</source>
            <translation>黃色</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Wild</source>
            <translation>百搭牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Skip</source>
            <translation>跳過牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Wild (as {colour})</source>
            <translation>百搭牌（當{colour}）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Wild (as {value})</source>
            <translation>百搭牌（當 {value}）</translation>
        </message>
    </context>
    <context>
        <name>Charts</name>
        <message>
            <location line="-43" />
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{x_title} {x}: {y}</source>
            <translation>{x_title} {x}：{y}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{x}: {y}</source>
            <translation>{x}：{y}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: {values}</source>
            <translation>{name}：{values}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{label} {value}</source>
            <translation>{label} {value}</translation>
        </message>
    </context>
    <context>
        <name>ChartsPage</name>
        <message>
            <location filename="../cardtable/ui/stats/chart_page.py" line="+73" />
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
            <translation>每場遊戲後的勝率</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round</source>
            <translation>局</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Games played</source>
            <translation>已完成的遊戲</translation>
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
        <name>ChatBox</name>
        <message>
            <location filename="../cardtable/ui/docks/chat_box.py" line="+111" />
            <source>Say something to the table…</source>
            <translation>對牌桌上的大家說點什麼…</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Send</source>
            <translation>傳送</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Send the line to everybody at the table (Enter)</source>
            <translation>把這句話傳給牌桌上的每個人（Enter）</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Say “{text}” to the table</source>
            <translation>對大家說「{text}」</translation>
        </message>
        <message>
            <location line="-7" />
            <source>Chat line</source>
            <translation>聊天輸入列</translation>
        </message>
    </context>
    <context>
        <name>DeckOrderDialog</name>
        <message>
            <location filename="../cardtable/ui/replay/deck_dialog.py" line="-26" />
            <source>Deck order</source>
            <translation>牌序</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Every card comes from the game's seed: replaying the recorded moves gives back each shuffle. Piles are listed from the top card down. Double-click a shuffle to see the table at that moment.</source>
            <translation>每張牌都由這場遊戲的種子決定：重新執行記錄下來的每一步，就能還原每一次洗牌。牌堆由最上面的牌往下列出。按兩下某次洗牌，即可看到當時的牌桌。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Where</source>
            <translation>位置</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Cards</source>
            <translation>牌</translation>
        </message>
        <message>
            <location line="+8" />
            <source>{header}: dealt (move {n})</source>
            <translation>{header}：發牌（第 {n} 步）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{header}: building and discard piles shuffled into a new draw pile (move {n})</source>
            <translation>{header}：公共序列與棄牌堆洗成新的抽牌堆（第 {n} 步）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{header}: discarded cards shuffled into a new draw pile (move {n})</source>
            <translation>{header}：棄掉的牌洗成新的牌堆（第 {n} 步）</translation>
        </message>
        <message>
            <location line="+10" />
            <source>(none)</source>
            <translation>（無）</translation>
        </message>
        <message numerus="yes">
            <location line="+5" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n 張牌</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>Hand of {name}</source>
            <translation>{name} 的手牌</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stock pile of {name}</source>
            <translation>{name} 的個人牌庫</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Drawn from it at once by {name}</source>
            <translation>{name} 隨即從中摸走</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/games/phase10.py" line="+38" />
            <source>Draw pile</source>
            <comment>phase10</comment>
            <translation>摸牌堆</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw pile, from card {n}</source>
            <comment>phase10</comment>
            <translation>摸牌堆，從第 {n} 張起</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/games/skipbo.py" line="+38" />
            <source>Draw pile</source>
            <comment>skipbo</comment>
            <translation>抽牌堆</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw pile, from card {n}</source>
            <comment>skipbo</comment>
            <translation>抽牌堆，從第 {n} 張起</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/replay/deck_dialog.py" line="+8" />
            <source>Discard pile</source>
            <translation>棄牌堆</translation>
        </message>
    </context>
    <context>
        <name>EntryPanel</name>
        <message>
            <location filename="../cardtable/ui/keeper/entry.py" line="+192" />
            <source>The game is over.</source>
            <translation>遊戲結束。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Round {n}: who completed their phase, who went out, penalty points</source>
            <translation>第 {n} 局：誰完成階段、誰出清、剩牌分數</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Game {n}: who emptied the stock pile, stock cards left</source>
            <translation>第 {n} 局：誰出完個人牌庫、各人個人牌庫剩幾張</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Went out</source>
            <translation>出清</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Emptied the stock</source>
            <translation>出完個人牌庫</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Points</source>
            <translation>分數</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Stock cards left</source>
            <translation>個人牌庫剩餘</translation>
        </message>
        <message>
            <location line="+5" />
            <source>sits out (tie-break)</source>
            <translation>不參加（加賽局）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase {phase} completed</source>
            <translation>完成第 {phase} 階</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase completed</source>
            <translation>完成階段</translation>
        </message>
        <message>
            <location line="+10" />
            <location line="+1" />
            <source>Count cards</source>
            <translation>點算手牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Enter round</source>
            <translation>記下這一局</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Enter game</source>
            <translation>記下這一局</translation>
        </message>
        <message>
            <location line="-7" />
            <location line="+2" />
            <location line="+2" />
            <source>{name}: {column}</source>
            <translation>{name}：{column}</translation>
        </message>
    </context>
    <context>
        <name>FairDealPage</name>
        <message>
            <location filename="../cardtable/ui/stats/fair_page.py" line="+58" />
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
            <location line="+35" />
            <source>Chance predicts</source>
            <translation>機率預期</translation>
        </message>
        <message>
            <location line="-35" />
            <source>Verdict</source>
            <translation>判定</translation>
        </message>
        <message>
            <location line="+8" />
            <source>{count} of {cards}</source>
            <translation>{cards} 張中 {count} 張</translation>
        </message>
        <message>
            <location line="+4" />
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
            <location filename="../cardtable/ui/dialogs/game_over.py" line="+82" />
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
            <location line="+29" />
            <source>Game over</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <location line="-16" />
            <location line="+29" />
            <source>{name}: {score} penalty points</source>
            <translation>{name}：剩牌分數 {score} 分</translation>
        </message>
        <message>
            <location line="-27" />
            <source>{name}: phase {phase} laid, {score} penalty points</source>
            <translation>{name}：已攤下第 {phase} 階，剩牌分數 {score} 分</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{name}: phase {phase} not laid, {score} penalty points</source>
            <translation>{name}：未攤下第 {phase} 階，剩牌分數 {score} 分</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Whoever completes the last phase wins, whatever the points; if several players complete it in the same round, the lowest total wins.</source>
            <translation>先完成最後一個階段的玩家獲勝，與分數無關；若有多位玩家在同一局完成，則累積分數最低者獲勝。</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{name}: {score} match points</source>
            <translation>{name}：總積分 {score} 分</translation>
        </message>
        <message>
            <location line="+4" />
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
        <message numerus="yes">
            <location line="-36" />
            <source>{name}: %n card(s) left in the stock pile</source>
            <translation>
                <numerusform>{name}：個人牌庫還剩 %n 張</numerusform>
            </translation>
        </message>
        <message>
            <location line="+37" />
            <source>&amp;Watch the replay</source>
            <translation>觀看重播(&amp;W)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This game move by move, every hand face up</source>
            <translation>逐步重看這場遊戲，每個人的手牌都翻開</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Back to the start page</source>
            <translation>返回首頁</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Close the table and choose what to play next</source>
            <translation>關閉牌桌，選擇接下來要玩什麼</translation>
        </message>
    </context>
    <context>
        <name>GameStarts</name>
        <message>
            <location filename="../cardtable/ui/window/game_starts.py" line="+97" />
            <location line="+1" />
            <source>This game is open in another window.</source>
            <translation>這場遊戲已在另一個視窗中開啟。</translation>
        </message>
        <message>
            <location line="+11" />
            <source>This game's folder cannot be written, so games cannot be saved automatically. Save as… keeps it in another folder.</source>
            <translation>無法寫入這個遊戲的資料夾，所以遊戲無法自動儲存。用「另存新檔…」可把它存到其他資料夾。</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <location filename="../cardtable/ui/games/phase10.py" line="-19" />
            <source>Phase 10</source>
            <translation>Phase 10</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/games/skipbo.py" line="-19" />
            <source>Skip-Bo</source>
            <translation>Skip-Bo</translation>
        </message>
    </context>
    <context>
        <name>HistoryWindow</name>
        <message>
            <location filename="../cardtable/ui/stats/history_window.py" line="+212" />
            <source>1 move</source>
            <translation>1 步</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{n} moves</source>
            <translation>{n} 步</translation>
        </message>
        <message>
            <location line="+4" />
            <source>1 round</source>
            <translation>1 局</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{n} rounds</source>
            <translation>{n} 局</translation>
        </message>
        <message>
            <location line="+24" />
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
            <location line="+6" />
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
            <location line="+17" />
            <source>1 game</source>
            <translation>1 場</translation>
        </message>
        <message>
            <location line="+0" />
            <source>{n} games</source>
            <translation>{n} 場</translation>
        </message>
        <message>
            <location line="-21" />
            <source>Players…</source>
            <translation>玩家…</translation>
        </message>
        <message>
            <location line="-40" />
            <source>real cards, score kept</source>
            <translation>實體紙牌，只記分</translation>
        </message>
        <message>
            <location line="+41" />
            <source>Replay…</source>
            <translation>重播…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Watch the chosen game again, move by move (or double-click it)</source>
            <translation>一步一步重看選取的遊戲（或按兩下該遊戲）</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Finished games</source>
            <translation>已結束的遊戲</translation>
        </message>
    </context>
    <context>
        <name>HostTable</name>
        <message>
            <location filename="wrapped_strings.py" line="-113" />
            <source>Opening the network table…</source>
            <translation>正在開設網路牌桌…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Closing: the network table is being saved…</source>
            <translation>正在關閉：正在儲存網路牌桌…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Closing: the finished game is being written to the history…</source>
            <translation>正在關閉：正在將結束的遊戲存入歷史紀錄…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Closing: the game is being saved…</source>
            <translation>正在關閉：正在儲存遊戲…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Host a network table</source>
            <translation>開設網路牌桌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The network table cannot be opened.</source>
            <translation>無法開設網路牌桌。</translation>
        </message>
    </context>
    <context>
        <name>JoinTable</name>
        <message>
            <location line="+1" />
            <source>A table</source>
            <translation>一張牌桌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>playing: watch only</source>
            <translation>進行中：只能觀戰</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{free} of {total} seats free</source>
            <translation>{total} 個座位中有 {free} 個空位</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{table} · {game}</source>
            <translation>{table} · {game}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>hosted by {host} · {seats}</source>
            <translation>主持人：{host} · {seats}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Join a table</source>
            <translation>加入牌桌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tables on this network:</source>
            <translation>這個網路上的牌桌：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No tables found on this network yet. Ask the host for the address and code.</source>
            <translation>這個網路上還沒有找到牌桌。請向主持人詢問位址和代碼。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Watch only (see the table, every hand face down)</source>
            <translation>只觀戰(&amp;W)（看得到牌桌，所有手牌都蓋著）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Address:</source>
            <translation>位址(&amp;A)：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Table &amp;code:</source>
            <translation>牌桌代碼(&amp;C)：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your &amp;name:</source>
            <translation>你的名字(&amp;N)：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Seat:</source>
            <translation>座位(&amp;S)：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Join</source>
            <translation>加入(&amp;J)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The first free seat</source>
            <translation>第一個空位</translation>
        </message>
        <message>
            <location line="-46" />
            <source>Seat {n}</source>
            <translation>座位 {n}</translation>
        </message>
        <message>
            <location line="+96" />
            <source>Back to network table {code} · {game}</source>
            <translation>回到網路牌桌 {code} · {game}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>at {host}: {players}</source>
            <translation>位於 {host}：{players}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The host does not answer yet: its app may not have opened the table again. Trying again…</source>
            <translation>主持人還沒有回應：對方的程式可能還沒重新開啟牌桌。正在再試一次…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Connecting to the table…</source>
            <translation>正在連線到牌桌…</translation>
        </message>
        <message>
            <location line="-53" />
            <source>You sat at this table as {name}: you take your seat {n} again.</source>
            <translation>你曾以 {name} 的身分坐在這張牌桌：你會回到你的座位 {n}。</translation>
        </message>
        <message>
            <location line="-52" />
            <source>It is no longer on the start page.</source>
            <translation>這張牌桌已不在首頁上。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>It is no longer on the start page. If the host opens the table again at another address, join it there with the same code: you get your seat back.</source>
            <translation>這張牌桌已不在首頁上。如果主持人在另一個位址重新開啟這張牌桌，請在那裡用同一個代碼加入：你會回到你的座位。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The host of this table cannot be reached now. The table stays on the start page: open it there again when the host is back.</source>
            <translation>現在無法連到這張牌桌的主持人。牌桌會留在首頁上：等主持人回來後，再從首頁開啟它。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The table stays on the start page: open it there again later.</source>
            <translation>牌桌會留在首頁上：稍後再從首頁開啟它。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Network table {code} at {host}: {game} with {players}, last connected {date}</source>
            <translation>網路牌桌 {code}，位於 {host}：{game}，玩家：{players}，上次連線於 {date}</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/start/resume.py" line="+102" />
            <source>You cannot take your seat at this table again.</source>
            <translation>之後你就無法再回到這張牌桌的座位。</translation>
        </message>
    </context>
    <context>
        <name>KeeperOpening</name>
        <message>
            <location filename="wrapped_strings.py" line="-30" />
            <source>The score sheet in progress could not be read: {reason}</source>
            <translation>無法讀取進行中的計分表：{reason}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>It was kept as {file}.</source>
            <translation>已另存為 {file}。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep score</source>
            <translation>記分</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>A score sheet is not finished: {names}, %n round(s) entered.</source>
            <translation>
                <numerusform>有一張計分表還沒完成：{names}，已記下 %n 局。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>A score sheet is not finished: {names}, %n game(s) entered.</source>
            <translation>
                <numerusform>有一張計分表還沒完成：{names}，已記下 %n 局。</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Resume</source>
            <translation>繼續</translation>
        </message>
        <message>
            <location line="+1" />
            <source>New sheet</source>
            <translation>新計分表</translation>
        </message>
    </context>
    <context>
        <name>KeeperSetupDialog</name>
        <message>
            <location filename="../cardtable/ui/keeper/opening.py" line="+78" />
            <source>Keep score for a game with real cards</source>
            <translation>為實體紙牌遊戲記分</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Match scoring: first to 500 points</source>
            <translation>多局累計計分：先累積到 500 分者獲勝</translation>
        </message>
    </context>
    <context>
        <name>KeeperTexts</name>
        <message>
            <location filename="wrapped_strings.py" line="-22" />
            <source>The game is over; no more rounds can be entered.</source>
            <translation>遊戲已結束，不能再記下新的一局。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The entry does not match the number of players.</source>
            <translation>這筆紀錄與玩家人數不符。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Choose who went out: exactly one player ends the round.</source>
            <translation>請選出誰出清：每局正好有一位玩家出清結束這一局。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} does not play this tie-break round.</source>
            <translation>{name} 不參加這一局加賽。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} plays this tie-break round; enter their points.</source>
            <translation>{name} 參加加賽局，請填入剩牌分數。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} went out, so must have completed the phase: a hand can only be emptied after laying it down.</source>
            <translation>{name} 已出清，一定完成了階段：要先攤下階段，手牌才能出清。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} went out and has no cards left, so scores 0 points.</source>
            <translation>{name} 已出清，手上沒有牌，剩牌分數是 0 分。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} has 0 points, but only one player can go out in a round.</source>
            <translation>{name} 是 0 分，但每局只有一位玩家能出清。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: {points} points is not possible; every card scores 5, 10, 15, 20 or 25.</source>
            <translation>{name}：不可能是 {points} 分；每張牌是 5、10、15、20 或 25 分。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: {points} points is more than the {limit} that {cards} cards can score.</source>
            <translation>{name}：{points} 分超過 {cards} 張牌最多的 {limit} 分。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Choose the player who emptied their stock pile.</source>
            <translation>請選出誰出完了個人牌庫。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} emptied the stock pile, so has no stock cards left.</source>
            <translation>{name} 已出完個人牌庫，個人牌庫裡沒有牌了。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} has no stock cards left, but the game ends as soon as the first player empties the stock pile.</source>
            <translation>{name} 的個人牌庫沒有牌了，但第一位出完個人牌庫的玩家一出現，這一局就結束。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: {count} stock cards is more than the stock pile of {size} cards.</source>
            <translation>{name}：{count} 張比個人牌庫的 {size} 張還多。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: enter a whole number from 0 up.</source>
            <translation>{name}：請輸入 0 以上的整數。</translation>
        </message>
        <message>
            <location line="-47" />
            <source>Rule {rule}: {sentence}</source>
            <translation>規則 {rule}：{sentence}</translation>
        </message>
        <message>
            <location line="+56" />
            <source>Wild</source>
            <translation>百搭牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Skip</source>
            <translation>跳過牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No cards tapped.</source>
            <translation>還沒有點選任何牌。</translation>
        </message>
        <message>
            <location line="-10" />
            <source>Enter how many stock cards {name} has left.</source>
            <translation>請輸入{name}的個人牌庫還剩幾張牌。</translation>
        </message>
    </context>
    <context>
        <name>KeeperWindow</name>
        <message>
            <location filename="../cardtable/ui/keeper/window.py" line="+308" />
            <source>Winner: {names}</source>
            <extracomment>the sheet changed and was saved (the start page's "Unfinished games" list shows it)</extracomment>
            <translation>勝者：{names}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Next: game {n}</source>
            <translation>接下來：第 {n} 局</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: phase {phase}</source>
            <translation>{name}：第 {phase} 階</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Next round: {list}</source>
            <translation>下一局：{list}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Keep score: {game}</source>
            <translation>記分：{game}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Undo last round</source>
            <translation>收回上一局</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Undo last game</source>
            <translation>收回上一局</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Print…</source>
            <translation>列印…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Print preview…</source>
            <translation>預覽列印…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Export as PDF…</source>
            <translation>匯出 PDF…</translation>
        </message>
        <message>
            <location line="-249" />
            <source>The finished sheet could not be put in the history, so it stays open.</source>
            <translation>已完成的計分表無法存入歷史紀錄，所以仍保持開啟。</translation>
        </message>
        <message>
            <location line="+244" />
            <source>New sheet</source>
            <translation>新計分表</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A new score sheet for the same players and options</source>
            <translation>相同玩家與選項的新計分表</translation>
        </message>
    </context>
    <context>
        <name>LayDialog</name>
        <message>
            <location filename="../cardtable/ui/table/games/phase10_laydown.py" line="+58" />
            <source>Lay down your phase</source>
            <translation>攤下你的階段</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Lay down</source>
            <translation>攤下</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Group {n}: {kind}</source>
            <translation>第 {n} 組：{kind}</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Group {n}</source>
            <translation>第 {n} 組</translation>
        </message>
        <message>
            <location line="+24" />
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
        <message>
            <location line="+28" />
            <source>Waiting for the table's answer…</source>
            <translation>等待牌桌的回應…</translation>
        </message>
        <message>
            <location line="-80" />
            <source>{card}: group</source>
            <translation>{card}：所屬組合</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{card}: counts as</source>
            <translation>{card}：當作</translation>
        </message>
    </context>
    <context>
        <name>LessonChooser</name>
        <message>
            <location filename="../cardtable/ui/tutorial/host.py" line="+44" />
            <source>Learn to play</source>
            <translation>學習玩法</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Each lesson is a worked example from the rule booklets, played on the real table. Choose a lesson:</source>
            <translation>每一課都是規則說明裡的例子，在真正的牌桌上操作。請選擇一課：</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Start lesson</source>
            <translation>開始這一課</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Lessons</source>
            <translation>課程</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <location filename="../cardtable/ui/seat_names.py" line="+48" />
            <location filename="../cardtable/ui/tutorial/texts.py" line="+18" />
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/tutorial/texts.py" line="+1" />
            <source>Partner</source>
            <translation>對手</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Third player</source>
            <translation>第三位玩家</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fourth player</source>
            <translation>第四位玩家</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Skip-Bo: a turn in six steps</source>
            <translation>Skip-Bo：六步完成一回合</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The building pile shows 3 and needs a 4. Drag the 4 from your hand onto it.</source>
            <translation>公共序列頂張是 3，下一張需要 4。把手牌 4 拖到上面。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Start with the 4 from your hand: only a 4 fits on the 3.</source>
            <translation>先出手牌 4：3 上面只能接 4。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Now the pile needs a 5. The top of your first discard pile is a 5: play it.</source>
            <translation>現在需要 5。你第一個棄牌堆的頂張就是 5：把它接上。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 5 on top of your discard pile is the card the building pile needs now.</source>
            <translation>棄牌堆頂張的 5，正是公共序列現在需要的牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The pile needs a 6, and the top of your stock pile is a 6. Play it; the next stock card turns up.</source>
            <translation>需要 6，個人牌庫頂張正是 6。接上去，下一張就會翻開。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play the 6 from your stock pile: emptying the stock pile is how you win.</source>
            <translation>出個人牌庫的 6：清空個人牌庫才能獲勝。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The stock pile now shows 8, but the pile needs a 7 first. Play the 7 from your hand.</source>
            <translation>個人牌庫翻出 8，但公共序列要先接 7。出手牌 7。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The building pile goes up by one: first the 7 from your hand, then the 8.</source>
            <translation>公共序列每次只加 1：先出手牌 7，再出 8。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Now the 8 from your stock pile fits. Play it.</source>
            <translation>現在個人牌庫的 8 接得上了。把它接上。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play the 8 from the top of your stock pile.</source>
            <translation>出個人牌庫頂張的 8。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The new stock card, a 2, does not fit. End your turn: put the 11 from your hand on your empty third discard pile.</source>
            <translation>新翻開的 2 接不上。結束回合：把手牌 11 放進空著的第三個棄牌堆。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>End the turn by discarding the 11 onto the empty third discard pile.</source>
            <translation>把 11 棄到空著的第三個棄牌堆，結束回合。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Well done! The pile went from 3 to 8 and your stock pile lost two cards. The SKIP-BO card stayed: you may play, but you do not have to play everything. You keep 9 and 10 and draw three next turn.</source>
            <translation>做得好！公共序列由 3 接到 8，個人牌庫少了 2 張。萬用牌沒有動：能出牌不等於必須全部出完。你留下 9、10，下回合開始補 3 張。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Skip-Bo: SKIP-BO card as 11, 12 completes the pile</source>
            <translation>Skip-Bo：萬用牌當 11，12 完成整疊</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The first building pile shows 9. Play the 10 from your hand on it.</source>
            <translation>第一個公共序列頂張是 9。把手牌 10 接上去。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play the 10 from your hand on the 9 first.</source>
            <translation>先把手牌 10 接到 9 上。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You have no 11, but a SKIP-BO card can stand for any number. Play it on the 10: it counts as 11.</source>
            <translation>你沒有 11，但萬用牌可以代替任何數字。把它接到 10 上：它就當作 11。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play the SKIP-BO card on the 10; it becomes the 11.</source>
            <translation>把萬用牌接到 10 上，當作 11。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play the 12: it completes the pile, which is set aside and leaves the place empty.</source>
            <translation>接上 12：這疊就完成了，移到旁邊，位置空出來。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play the 12 on the 11 to complete the pile.</source>
            <translation>把 12 接到 11 上，完成整疊。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An empty place starts again with 1 only, never with 2. Play your 1 there.</source>
            <translation>空出的位置只能重新用 1 開頭，不能放 2。把你的 1 放上去。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A new building pile must start with 1: play the 1 on the empty place.</source>
            <translation>新的公共序列必須用 1 開頭：把 1 放到空位上。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Well done! A pile that reaches 12 is complete and the next one starts with 1 (or a SKIP-BO card as 1).</source>
            <translation>做得好！接到 12 就完成，下一疊要用 1(或當作 1 的萬用牌)開頭。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Skip-Bo: empty hand or end of turn</source>
            <translation>Skip-Bo：手牌打光與棄牌結束回合</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your hand holds only a 7 and the building pile shows 6. Play the 7 on it and watch your hand.</source>
            <translation>手中只剩 7，公共序列頂張是 6。把 7 接上去，注意你的手牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Build with the 7: play it on the 6.</source>
            <translation>用 7 接公共序列：把它接到 6 上。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your hand was used up while building, so you drew five new cards and your turn goes on. End it now: put any hand card on a discard pile.</source>
            <translation>接牌時手牌用完，所以立即再抽 5 張，同一回合繼續。現在結束回合：把任一張手牌放到棄牌堆。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>To end the turn, put one hand card on one of your discard piles.</source>
            <translation>要結束回合，就把一張手牌放到你的任一棄牌堆。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same hand again. This time put the 7 on a discard pile instead: the last card discarded ends the turn, with no new cards.</source>
            <translation>同樣的手牌再來一次。這次把 7 放進棄牌堆：最後一張拿去棄牌就結束回合，不會補牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This time discard the 7 to see the difference.</source>
            <translation>這次把 7 棄掉，看看有什麼不同。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Well done! Same card, other destination, other result: a hand used up by building draws five and goes on; a discard ends the turn.</source>
            <translation>做得好！相同的牌，目的地不同，結果就不同：接牌用完手牌就抽 5 張繼續；棄牌則結束回合。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Skip-Bo: only the top card of a discard pile plays</source>
            <translation>Skip-Bo：棄牌堆只能用頂張</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The first building pile needs a 4. Your discard pile has a 4, but a 9 lies on top of it: only the top card may be played. Use the SKIP-BO card as 4 instead.</source>
            <translation>第一個公共序列需要 4。你的棄牌堆裡有 4，但上面壓著 9：只能用頂張。改用萬用牌當作 4。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 4 under the 9 cannot be taken. Play the SKIP-BO card on the 3.</source>
            <translation>9 下面的 4 拿不到。把萬用牌接到 3 上。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Go on up the pile with the next number from your hand.</source>
            <translation>用手牌的下一個數字繼續往上接。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play the next number from your hand on the first building pile: 5, 6, 7, then 8.</source>
            <translation>把手牌的下一個數字接到第一個公共序列：5、6、7，再來是 8。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your hand was used up, so you drew five new cards. The pile needs a 9: now the 9 on your discard pile fits. Play it.</source>
            <translation>手牌用完，所以又抽了 5 張。公共序列需要 9：現在棄牌堆頂張的 9 接得上了。把它接上。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play the 9 from the top of your discard pile.</source>
            <translation>出棄牌堆頂張的 9。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>With the 9 gone, the 4 is the top card again. End your turn: put a hand card on a discard pile.</source>
            <translation>9 接走後，4 又成了頂張。結束回合：把一張手牌放到棄牌堆。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>End the turn by putting one hand card on a discard pile.</source>
            <translation>把一張手牌放到棄牌堆，結束回合。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Well done! A card on top blocks the cards below it until it is played away.</source>
            <translation>做得好！頂張會擋住下面的牌，要先把它接走才拿得到。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase 10: lay down phase 2</source>
            <translation>Phase 10：攤下第 2 階</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase 2 is a set of 3 and a run of 4. You hold 2 2 2 and 6 7 9: the run lacks the 8, so the phase is not complete and the three 2s may not be laid alone. Take the 8 from the discard pile.</source>
            <translation>第 2 階是 3 張同數加 4 張連號。你有 2、2、2 和 6、7、9：連號缺 8，整個階段不完整，不能先單獨攤下三張 2。從棄牌堆拿那張 8。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw first: take the 8 from the discard pile, it fills the gap in your run.</source>
            <translation>先摸牌：拿棄牌堆的 8，它補上連號的缺口。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Now 2 2 2 and 6 7 8 9 form the whole phase. Select the seven cards and drag them to your phase area, then confirm.</source>
            <translation>現在 2、2、2 和 6、7、8、9 組成完整階段。選取這 7 張牌，拖到你的階段區，再確認。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Lay the whole phase at once: the set 2 2 2 and the run 6 7 8 9.</source>
            <translation>一次攤下整個階段：同數組 2、2、2 和連號組 6、7、8、9。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase 2 is done. End your turn by discarding a card.</source>
            <translation>第 2 階完成了。棄 1 張牌結束回合。</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+22" />
            <location line="+16" />
            <location line="+12" />
            <source>End the turn with a discard.</source>
            <translation>棄 1 張牌結束回合。</translation>
        </message>
        <message>
            <location line="-49" />
            <source>Well done! A phase is laid complete or not at all; next round you play phase 3.</source>
            <translation>做得好！階段只能完整攤下；下一局你就進到第 3 階。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase 10: hitting on 5 6 7 8</source>
            <translation>Phase 10：在 5、6、7、8 上接牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You have drawn and your phase lies on the table, so you may hit. The run 5 6 7 8 takes a 4 at its low end: hit the 4.</source>
            <translation>你已摸牌，階段也已攤下，所以可以接牌。連號 5、6、7、8 的下端可以接 4：把 4 接上。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hit the 4 on the run 5 6 7 8.</source>
            <translation>接牌：把 4 接到 5、6、7、8 上。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>At the high end the run takes a 9. The 10 may not jump the missing 9: hit the 9 first.</source>
            <translation>連號上端可以接 9。10 不能越過缺少的 9：先把 9 接牌上去。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 10 cannot go over the gap: hit the 9 first.</source>
            <translation>10 不能越過缺口：先用 9 接牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Now the 10 fits after the 9. Hit it.</source>
            <translation>現在 10 可以接在 9 後面了。用 10 接牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hit the 10 after the 9.</source>
            <translation>接牌：在 9 後面接 10。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Runs go from 1 to 12 and do not wrap: the 12 would need an 11 first. Discard the 12.</source>
            <translation>連號只有 1~12，不能把 12、1 接成循環：12 要先有 11。把 12 棄掉。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Discard the 12: it does not fit the run.</source>
            <translation>把 12 棄掉：它接不上這組連號。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Well done! Hits extend a group card by card, without gaps and without 12-1.</source>
            <translation>做得好！接牌是一張一張延長組合，不能跳號，也不能 12 接 1。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase 10 classic: hitting on a set and a run</source>
            <translation>Phase 10 經典版：在同數組與連號組上接牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your phase lies on the table: a set of three 5s and the run 8 9 10 11. Another 5 fits the set: hit your 5.</source>
            <translation>你的階段已攤下：三張 5 的同數組和連號 8、9、10、11。再一張 5 可以接到同數組：用 5 接牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hit the 5 on the set of 5s.</source>
            <translation>接牌：把 5 接到三張 5 的同數組上。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The run 8 9 10 11 takes a 7 below it. Hit the 7.</source>
            <translation>連號 8、9、10、11 下端可以接 7。用 7 接牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hit the 7 on the low end of the run.</source>
            <translation>接牌：把 7 接到連號的下端。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>And a 12 above it. Hit the 12.</source>
            <translation>上端還可以接 12。用 12 接牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hit the 12 on the high end of the run.</source>
            <translation>接牌：把 12 接到連號的上端。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Nothing else fits. End your turn by discarding a card.</source>
            <translation>其他牌都接不上。棄 1 張牌結束回合。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Well done! You may hit on your own and on other players' phases once your own phase is laid.</source>
            <translation>做得好！自己的階段攤下後，就可以在自己和別人的階段上接牌。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase 10: extra cards when laying down</source>
            <translation>Phase 10：攤下階段時的額外牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase 1 is two sets of 3. You hold three 4s, three 9s and another 4: the extra 4 may go down with its set. Lay the 4 4 4 4 and the 9 9 9 together. The three 11s stay in your hand: a third set is not part of the phase.</source>
            <translation>第 1 階是兩組 3 張同數。你有三張 4、三張 9，還有一張 4：多的 4 可以跟同數組一起攤下。把 4、4、4、4 和 9、9、9 一起攤下。三張 11 留在手上：第三組不屬於這個階段。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Lay exactly two sets, 4 4 4 4 and 9 9 9; a third set of 11s is not allowed.</source>
            <translation>只攤兩組同數組：4、4、4、4 和 9、9、9；不能再攤第三組 11。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>End your turn by discarding the 2.</source>
            <translation>棄掉 2，結束回合。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Discard the 2 to end the turn.</source>
            <translation>棄掉 2 來結束回合。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Well done! Extra cards that fit may go down with the phase, but never an extra group.</source>
            <translation>做得好！符合的額外牌可以跟階段一起攤下，但不能多攤一組組合。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase 10 classic: phase 1 with six cards</source>
            <translation>Phase 10 經典版：用六張牌完成第 1 階</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase 1 is two sets of 3. You hold two 4s and three 8s. Take the 4 from the discard pile.</source>
            <translation>第 1 階是兩組 3 張同數。你有兩張 4 和三張 8。從棄牌堆拿那張 4。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw first: take the 4 from the discard pile.</source>
            <translation>先摸牌：拿棄牌堆的 4。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Now you have both sets: 4 4 4 and 8 8 8. Select the six cards, drag them to your phase area and confirm.</source>
            <translation>現在兩組都齊了：4、4、4 和 8、8、8。選取這 6 張牌，拖到你的階段區，再確認。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Lay the six cards: the set 4 4 4 and the set 8 8 8.</source>
            <translation>攤下這 6 張牌：同數組 4、4、4 和同數組 8、8、8。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase 1 is done. End your turn by discarding a card.</source>
            <translation>第 1 階完成了。棄 1 張牌結束回合。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Well done! Whoever completes the phase moves on to phase 2 in the next round.</source>
            <translation>做得好！完成階段的人，下一局進到第 2 階。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase 10: playing a Skip</source>
            <translation>Phase 10：打出跳過牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You have drawn. A Skip ends your turn as your discard: drag it onto the player to your left to make them miss a turn.</source>
            <translation>你已摸牌。跳過牌算作本回合的棄牌並結束回合：把它拖到你左手邊的玩家，讓他少一回合。</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+34" />
            <source>Drag the Skip onto the player to your left.</source>
            <translation>把跳過牌拖到你左手邊的玩家。</translation>
        </message>
        <message>
            <location line="-33" />
            <source>Well done! On their turn the skipped player only puts the Skip on the discard pile: no drawing, no playing. Nobody can have two Skips in front of them.</source>
            <translation>做得好！被跳過的玩家輪到時，只把跳過牌放到棄牌堆，不摸牌、不出牌。已有跳過牌在面前的人，不能再被放一張。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase 10: the Wild as the seventh blue card</source>
            <translation>Phase 10：百搭牌當第七張藍色牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase 8 is seven cards of one colour. You hold six blue cards and a Wild: the Wild can stand for blue. Select the six blue cards and the Wild, drag them to your phase area and confirm.</source>
            <translation>第 8 階是 7 張同色。你有 6 張藍色數字牌和 1 張百搭牌：百搭牌可以代表藍色。選取 6 張藍牌和百搭牌，拖到你的階段區，再確認。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Lay the six blue cards with the Wild as the seventh blue card.</source>
            <translation>攤下 6 張藍牌，讓百搭牌當第 7 張藍色牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase 8 is done. End your turn by discarding a card.</source>
            <translation>第 8 階完成了。棄 1 張牌結束回合。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Well done! A Wild fills any gap, but a phase needs at least one real number card, and a laid Wild keeps what it stands for until the round ends.</source>
            <translation>做得好！百搭牌可以補任何缺口，但階段至少要有 1 張真正的數字牌；攤下的百搭牌直到這一局結束都維持原本代表的牌。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase 10: counting the cards left after a round</source>
            <translation>Phase 10：一局結束後計算剩牌分數</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+27" />
            <source>Your phase is laid and one card is left. Discard the 2 to go out: the round ends at once.</source>
            <translation>你的階段已攤下，手上只剩 1 張。棄掉 2 就出清：這一局立刻結束。</translation>
        </message>
        <message>
            <location line="-26" />
            <location line="+17" />
            <location line="+10" />
            <source>Discard your last card, the 2, to go out.</source>
            <translation>棄掉最後一張 2 來出清。</translation>
        </message>
        <message>
            <location line="-26" />
            <source>The round is over. The others count the cards left in their hands as penalty points: 1-9 are 5 points, 10-12 are 10, a Skip 15 and a Wild 25. Partner kept 3, 11 and a Wild: 5 + 10 + 25 = 40. The fourth player kept a Skip: 15. Both laid their phase, so both still move on to phase 2; the score sheet shows the totals.</source>
            <translation>這一局結束了。其他人把手上剩下的牌記為剩牌分數：1~9 每張 5 分，10~12 每張 10 分，跳過牌 15 分，百搭牌 25 分。對手留下 3、11 與百搭牌：5 + 10 + 25 = 40 分。第四位玩家留下跳過牌：15 分。兩人都已攤下階段，下一局仍進到第 2 階；計分表會顯示累積分數。</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Phase 10: who wins at the end</source>
            <translation>Phase 10：最後誰獲勝</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This game plays only phases 9 and 10. You and Partner have laid phase 10; the third player is still on phase 9 with the fewest points. Discard the 2 to go out and end the game.</source>
            <translation>這場只玩第 9 和第 10 階。你和對手都已攤下第 10 階；第三位玩家還在第 9 階，分數最少。棄掉 2 出清，結束遊戲。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The game is over. Completing phase 10 comes first: the third player has fewer points than Partner but did not complete phase 10, so Partner places ahead. Among those who completed phase 10, fewer points win: you, with 0 against 125.</source>
            <translation>遊戲結束。先看誰完成第 10 階：第三位玩家分數比對手少，但沒有完成第 10 階，所以排在對手後面。完成第 10 階的人之間，分數少的獲勝：你以 0 分對 125 分勝出。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase 10 classic: the Skip goes under the discard pile</source>
            <translation>Phase 10 經典版：跳過牌放到棄牌堆底下</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You have drawn. Play the Skip as the last card of your turn: drag it onto the player to your left.</source>
            <translation>你已摸牌。把跳過牌當作本回合最後一張打出：拖到你左手邊的玩家。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Well done! The skipped player misses the turn: as the only action the Skip is put under the discard pile, so nobody can take it.</source>
            <translation>做得好！被跳過的玩家少一回合：唯一的動作是把跳過牌放到棄牌堆底下，沒有人能拿走它。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase 10 classic: a Joker left in the hand counts 20</source>
            <translation>Phase 10 經典版：留在手上的百搭牌算 20 分</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The round is over. In the classic rules a Wild left in the hand counts 20 penalty points: Partner kept 3, 11 and a Wild, 5 + 10 + 20 = 35. The fourth player kept a Skip: 15.</source>
            <translation>這一局結束了。經典版規則裡，留在手上的百搭牌算 20 分剩牌分數：對手留下 3、11 與百搭牌，5 + 10 + 20 = 35 分。第四位玩家留下跳過牌：15 分。</translation>
        </message>
        <message>
            <location line="-25" />
            <source>Phase 10: three rounds for four players, who is on which phase?</source>
            <translation>Phase 10：四位玩家打了三局，誰在第幾階？</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A</source>
            <translation>甲</translation>
        </message>
        <message>
            <location line="+1" />
            <source>B</source>
            <translation>乙</translation>
        </message>
        <message>
            <location line="+1" />
            <source>C</source>
            <translation>丙</translation>
        </message>
        <message>
            <location line="+1" />
            <source>D</source>
            <translation>丁</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round 1: all four play phase 1. A, B and D have laid their phase, C has not. Watch: A discards the last card and goes out, so the round ends at once. The tick shows who completed the phase.</source>
            <translation>第 1 局：四人都做第 1 階。甲、乙、丁已攤下階段，丙還沒有。請看：甲棄出最後一張牌出清，這一局馬上結束。打勾的就是完成階段的人。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round 2: A, B and D play phase 2. B and D did not go out, but they laid phase 1, and that is what counts. C did not lay it and plays phase 1 again. This time A and C lay their phase, and C goes out.</source>
            <translation>第 2 局：甲、乙、丁做第 2 階。乙和丁沒有出清，但都攤下了第 1 階，看的就是這一點。丙沒有攤下，再做一次第 1 階。這一局甲和丙攤下階段，由丙出清。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round 3: A plays phase 3. Going out in round 2 only completed C's phase 1, so C plays phase 2 now, not phase 3. B and D lay phase 2 and D goes out; A and C do not lay theirs.</source>
            <translation>第 3 局：甲做第 3 階。丙在第 2 局出清，只完成了自己的第 1 階，所以現在做第 2 階，而不是第 3 階。乙、丁攤下第 2 階，由丁出清；甲和丙這一局沒有攤下階段。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round 3 is over. Who is on which phase now? Choose the phase each player plays in the next round, then check your answer.</source>
            <translation>第 3 局結束了。現在誰在第幾階？請替每位玩家選出下一局要做的階段，再核對答案。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not quite. Look at the ticks of round 3: whoever laid the phase moves up one, whoever did not plays the same phase again. Going out does not matter.</source>
            <translation>還不對喔。看看第 3 局打勾的人：攤下階段的往前進一階，沒攤下的留在原階再做一次。有沒有出清都不影響。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Right! Round 4 is dealt with A on phase 3, B on phase 3, C on phase 2 and D on phase 3. Each player moves up by their own phase, at most one per round, and every round starts with ten new cards: nothing laid stays on the table.</source>
            <translation>答對了！第 4 局發牌時，甲在第 3 階、乙在第 3 階、丙在第 2 階、丁在第 3 階。每個人照自己的進度往前，一局最多一階；每局開始都拿到新的 10 張牌，之前攤下的牌不會留在桌上。</translation>
        </message>
    </context>
    <context>
        <name>LevelTexts</name>
        <message>
            <location filename="../cardtable/ui/games/skipbo.py" line="+31" />
            <source>Plays its stock card whenever it can, but looks at only a few ways to play its turn.</source>
            <translation>能出個人牌庫的牌就一定出，但只考慮少數幾種出牌方式。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Looks at thousands of ways to play its turn to bring its stock card closer, and often keeps back cards that would help the next player.</source>
            <translation>每回合考慮數千種出牌方式，讓個人牌庫的牌更快打出，並常扣住會幫到下一位玩家的牌。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Looks at every way to play its turn, saves its SKIP-BO cards and keeps back cards that would help the next player; against one opponent it also plays out their possible answers.</source>
            <translation>考慮每一種出牌方式，保留萬用牌，並扣住會幫到下一位玩家的牌；只有一位對手時，還會推演對方可能的回應。</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/games/phase10.py" line="+31" />
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
            <source>Plays like Medium, also watches what each player picks up, avoids cards it would be stuck with after laying its phase and, once its phase is down, skips the leader who has not laid yet.</source>
            <translation>打法同「普通」，另外留意每位玩家撿了哪些牌，避免留下攤下階段後用不掉的牌；自己的階段攤下後，會對還沒攤下階段、進度領先的玩家打出跳過牌。</translation>
        </message>
    </context>
    <context>
        <name>Lists</name>
        <message>
            <location filename="../cardtable/controller/remote_texts.py" line="+55" />
            <location filename="../cardtable/ui/seat_names.py" line="+30" />
            <source>, </source>
            <translation>、</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="wrapped_strings.py" line="+368" />
            <source>&amp;Game</source>
            <translation>遊戲(&amp;G)</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Open &amp;recent</source>
            <translation>最近開啟(&amp;R)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Save</source>
            <translation>儲存(&amp;S)</translation>
        </message>
        <message>
            <location line="+17" />
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
            <location line="+2" />
            <source>&amp;View</source>
            <translation>檢視(&amp;V)</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/window/window_docks.py" line="+58" />
            <source>&amp;Score sheet</source>
            <extracomment>Narrower windows start a game without the score-sheet dock: beside it the table would be drawn too small (text below 11 px at 1024x700).</extracomment>
            <translation>計分表(&amp;S)</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="+1" />
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
            <location line="+2" />
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
            <location filename="../cardtable/ui/window/main_window.py" line="+192" />
            <source>{file} - cardtable</source>
            <translation>{file} - cardtable</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cardtable</source>
            <translation>cardtable</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="+6" />
            <source>Game over</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Your turn, {name}</source>
            <translation>{name}，輪到你了</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} is playing</source>
            <translation>輪到 {name}</translation>
        </message>
        <message>
            <location line="-58" />
            <source>The game could not be saved automatically: {reason}</source>
            <translation>無法自動儲存遊戲：{reason}</translation>
        </message>
        <message>
            <location line="+3" />
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
            <location line="+40" />
            <source>No move to suggest right now.</source>
            <translation>目前沒有可建議的動作。</translation>
        </message>
        <message>
            <location line="-449" />
            <source>The operating system refused: {reason}</source>
            <translation>作業系統拒絕了這項操作：{reason}</translation>
        </message>
        <message>
            <location line="+401" />
            <source>Games cannot be saved automatically</source>
            <translation>無法自動儲存遊戲</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{reason}

Games will not be saved automatically. You can still save a game with Save as… in another folder.</source>
            <oldsource>{reason}

Games will not be saved automatically. You can still save a game with Save as... in another folder.</oldsource>
            <translation>{reason}

遊戲將不會自動儲存。你仍可以用「另存新檔…」把遊戲儲存到其他資料夾。</translation>
        </message>
        <message>
            <location line="-207" />
            <source>Cannot delete the saved game</source>
            <translation>無法刪除已儲存的遊戲</translation>
        </message>
        <message>
            <location line="+6" />
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
            <location filename="../cardtable/ui/window/window_endings.py" line="+107" />
            <source>History</source>
            <translation>歷史紀錄</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="+230" />
            <source>&amp;Edit</source>
            <translation>編輯(&amp;E)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Undo</source>
            <translation>復原(&amp;U)</translation>
        </message>
        <message>
            <location line="-15" />
            <source>&amp;New game…</source>
            <translation>新遊戲(&amp;N)…</translation>
        </message>
        <message>
            <location line="-7" />
            <source>&amp;Open…</source>
            <translation>開啟(&amp;O)…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Save &amp;as…</source>
            <translation>另存新檔(&amp;A)…</translation>
        </message>
        <message>
            <location line="+6" />
            <source>&amp;Print score sheet…</source>
            <translation>列印計分表(&amp;P)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Print pre&amp;view…</source>
            <translation>預覽列印(&amp;V)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Export score sheet as PDF…</source>
            <translation>將計分表匯出為 PDF(&amp;E)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Print &amp;blank score sheet…</source>
            <translation>列印空白計分表(&amp;B)…</translation>
        </message>
        <message>
            <location line="+3" />
            <source>S&amp;tatistics…</source>
            <translation>統計(&amp;T)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;History…</source>
            <translation>歷史紀錄(&amp;H)…</translation>
        </message>
        <message>
            <location line="+14" />
            <source>&amp;Preferences…</source>
            <translation>偏好設定(&amp;P)…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Learn to play…</source>
            <translation>學習玩法(&amp;L)…</translation>
        </message>
        <message>
            <location line="-10" />
            <source>&amp;Pause the computer players</source>
            <translation>暫停電腦玩家(&amp;P)</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Round over: deal the next round when you are ready</source>
            <translation>這局結束了：準備好就發下一局的牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Paused: {name} plays next</source>
            <translation>已暫停：下一位是 {name}</translation>
        </message>
        <message>
            <location line="-28" />
            <source>&amp;Keep score…</source>
            <translation>記分(&amp;K)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep the score sheet of a game played with real cards</source>
            <translation>為實體紙牌遊戲記下計分表</translation>
        </message>
        <message>
            <location line="-14" />
            <source>Open as rep&amp;lay…</source>
            <translation>以重播開啟(&amp;L)…</translation>
        </message>
        <message>
            <location line="-221" />
            <source>Delete the unfinished game</source>
            <translation>刪除未完成的遊戲</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The game stays in the list of unfinished games.</source>
            <translation>這個遊戲仍留在未完成的遊戲清單中。</translation>
        </message>
        <message>
            <location line="-192" />
            <source>This game cannot be saved.</source>
            <translation>這個遊戲無法儲存。</translation>
        </message>
        <message>
            <location line="+186" />
            <source>{game} with {players}, saved {date}</source>
            <translation>{game}，玩家：{players}，儲存於 {date}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>This game is open in another window, so it cannot be deleted.</source>
            <translation>這個遊戲已在另一個視窗中開啟，所以無法刪除。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Delete this unfinished game?</source>
            <translation>要刪除這個未完成的遊戲嗎？</translation>
        </message>
        <message>
            <location line="+1" />
            <source>It cannot be brought back.</source>
            <translation>刪除後無法復原。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Delete</source>
            <translation>刪除</translation>
        </message>
        <message>
            <location line="+231" />
            <source>&amp;Close game</source>
            <translation>關閉遊戲(&amp;C)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Back to the start page (an unfinished game stays in its list)</source>
            <translation>返回首頁（未完成的遊戲會留在清單中）</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/window/window_docks.py" line="+1" />
            <source>&amp;Moves</source>
            <translation>出牌紀錄(&amp;M)</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="-22" />
            <source>There is no game to save.</source>
            <translation>沒有可以儲存的遊戲。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A lesson cannot be saved; start it again from Help &gt; Learn to play.</source>
            <translation>課程無法儲存；請從「說明 &gt; 學習玩法」重新開始。</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Save the game in a new file</source>
            <translation>將遊戲儲存為新檔案</translation>
        </message>
        <message>
            <location line="-6" />
            <source>The host keeps a network table's game; it is in your history once it is over.</source>
            <translation>網路牌桌的遊戲由主持人保存；遊戲結束後會出現在你的歷史紀錄中。</translation>
        </message>
        <message>
            <location line="+9" />
            <source>&amp;Join a table…</source>
            <translation>加入牌桌(&amp;J)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play at another computer's table: its address and table code</source>
            <translation>在另一台電腦的牌桌上玩：輸入它的位址和牌桌代碼</translation>
        </message>
        <message>
            <location line="-231" />
            <source>Seat {n}</source>
            <translation>座位 {n}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Network table {code}: {game} with {players}, saved {date}</source>
            <translation>網路牌桌 {code}：{game}，玩家：{players}，儲存於 {date}</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/window/main_window.py" line="+189" />
            <source>Card table: {game}</source>
            <translation>牌桌：{game}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Card table</source>
            <translation>牌桌</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="+264" />
            <source>Your turn</source>
            <translation>輪到你了</translation>
        </message>
        <message>
            <location line="-259" />
            <source>This game's folder cannot be written, so the game cannot be deleted.</source>
            <translation>無法寫入這個遊戲的資料夾，所以無法刪除這個遊戲。</translation>
        </message>
    </context>
    <context>
        <name>MatchGameDialog</name>
        <message>
            <location filename="../cardtable/ui/dialogs/match_summary.py" line="+101" />
            <source>{name} emptied the stock pile first and scores {points} points.</source>
            <translation>{name} 最先出完個人牌庫，得到 {points} 分。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Shared win of this game: {names}</source>
            <translation>本局共同獲勝：{names}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This game ended without a winner.</source>
            <translation>本局結束，沒有勝者。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Game {n} of the match finished</source>
            <translation>比賽的第 {n} 局結束</translation>
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
            <translation>本局得分</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Match total</source>
            <translation>整場累積分數</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The match goes on until a player reaches {target} points. Game {n} is dealt next.</source>
            <translation>比賽繼續，直到有玩家達到 {target} 分。接下來發第 {n} 局的牌。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Deal next game</source>
            <translation>發下一局的牌</translation>
        </message>
    </context>
    <context>
        <name>MatchLength</name>
        <message>
            <location filename="../cardtable/ui/stats/history_window.py" line="-34" />
            <source>{n} games</source>
            <translation>{n} 局</translation>
        </message>
    </context>
    <context>
        <name>MoveLog</name>
        <message>
            <location filename="wrapped_strings.py" line="+81" />
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
        <message numerus="yes">
            <location line="+1" />
            <source>The discard pile was shuffled into a new draw pile (%n card(s))</source>
            <oldsource>The discard pile was shuffled into a new draw pile ({count} cards)</oldsource>
            <translation>
                <numerusform>棄牌堆已洗成新的摸牌堆（%n 張）</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
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
            <location line="+3" />
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
            <location line="+44" />
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
        <message numerus="yes">
            <location line="+1" />
            <source>A new draw pile was shuffled (%n card(s))</source>
            <oldsource>A new draw pile was shuffled ({count} cards)</oldsource>
            <translation>
                <numerusform>已洗好新的抽牌堆（%n 張）</numerusform>
            </translation>
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
            <translation>第 {game} 局已發牌，由 {name} 先開始</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{names} won the match</source>
            <translation>{names} 贏得整場比賽</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{names} won game {game}</source>
            <translation>{names} 贏得第 {game} 局</translation>
        </message>
        <message numerus="yes">
            <location line="-6" />
            <source>The table was stuck: building and discard piles became a new draw pile (%n card(s))</source>
            <oldsource>The table was stuck: building and discard piles became a new draw pile ({count} cards)</oldsource>
            <translation>
                <numerusform>牌局卡住了：公共序列和棄牌堆洗成新的抽牌堆（%n 張）</numerusform>
            </translation>
        </message>
        <message>
            <location line="-51" />
            <source>{name} took back the last move</source>
            <translation>{name} 收回了上一步</translation>
        </message>
        <message>
            <location line="-297" />
            <source>Game {n}</source>
            <translation>第 {n} 局</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round {n}</source>
            <translation>第 {n} 局</translation>
        </message>
        <message>
            <location line="+283" />
            <source>{name} laid the phase: {cards}</source>
            <translation>{name} 攤下了階段：{cards}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{name} put a Skip in front of {target}</source>
            <translation>{name} 在 {target} 面前放了一張跳過牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} chose {target} for the Skip (not given yet)</source>
            <translation>{name} 選了 {target} 作為跳過牌的對象（尚未送出）</translation>
        </message>
        <message>
            <location line="-299" />
            <source>Nice!</source>
            <translation>漂亮！</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your turn!</source>
            <translation>輪到你了！</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Oops!</source>
            <translation>哎呀！</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One moment, please</source>
            <translation>請稍等一下</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Thanks!</source>
            <translation>謝謝！</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Good game!</source>
            <translation>打得好！</translation>
        </message>
        <message>
            <location line="+1" />
            <source>» {name}: {text}</source>
            <translation>» {name}：{text}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} lost the connection.</source>
            <translation>{name} 的連線中斷了。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A computer plays for {name} until they are back.</source>
            <translation>電腦會代替 {name} 出牌，直到對方回來。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} is back at the table.</source>
            <translation>{name} 回到牌桌了。</translation>
        </message>
    </context>
    <context>
        <name>MoveLogDock</name>
        <message>
            <location filename="../cardtable/ui/docks/move_log.py" line="+311" />
            <source>Moves</source>
            <translation>出牌紀錄</translation>
        </message>
    </context>
    <context>
        <name>NetworkBar</name>
        <message>
            <location filename="wrapped_strings.py" line="+68" />
            <source>Waiting for {name} to reconnect…</source>
            <translation>等待 {name} 重新連線…</translation>
        </message>
        <message>
            <location line="-3" />
            <source>Let a computer play for {name}</source>
            <translation>讓電腦代替 {name} 出牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{action} (in {seconds} s)</source>
            <translation>{action}（{seconds} 秒後）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{computer} plays until {name} is back.</source>
            <translation>{computer}會出牌，直到 {name} 回來。</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../cardtable/ui/dialogs/new_game.py" line="+252" />
            <source>New game</source>
            <translation>新遊戲</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Game:</source>
            <translation>遊戲：</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="-101" />
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
            <location line="+1" />
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
            <location line="+2" />
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
            <location line="+2" />
            <source>Who is youngest?</source>
            <translation>誰年紀最小？</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Starting player:</source>
            <translation>先開始的玩家：</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Match scoring: first to 500 points</source>
            <translation>多局累計計分：先累積到 500 分者獲勝</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/dialogs/new_game.py" line="+5" />
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Number of players:</source>
            <translation>玩家人數：</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+76" />
            <location line="+83" />
            <source>Seat {n}</source>
            <translation>座位 {n}</translation>
        </message>
        <message>
            <location line="-135" />
            <source>Human</source>
            <translation>真人</translation>
        </message>
        <message>
            <location line="-19" />
            <source>Computer</source>
            <translation>電腦玩家</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/dialogs/level_texts.py" line="+25" />
            <location filename="../cardtable/ui/dialogs/new_game.py" line="+4" />
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
            <location filename="../cardtable/ui/dialogs/new_game.py" line="+3" />
            <source>Seed (optional):</source>
            <translation>亂數種子（選填）：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>empty = a new random deal</source>
            <translation>留空 = 隨機發牌</translation>
        </message>
        <message>
            <location line="+73" />
            <source>Player {n}</source>
            <translation>玩家 {n}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Computer {n}</source>
            <translation>電腦 {n}</translation>
        </message>
        <message>
            <location line="+72" />
            <source>Please give seat {n} a name.</source>
            <translation>請為座位 {n} 輸入名稱。</translation>
        </message>
        <message>
            <location line="+12" />
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
            <location filename="wrapped_strings.py" line="-7" />
            <source>Choose at least one phase to play.</source>
            <translation>請至少選擇一個階段。</translation>
        </message>
        <message>
            <location line="+10" />
            <source>With {n} players the stock pile holds at most {limit} cards.</source>
            <translation>{n} 位玩家時，個人牌庫最多 {limit} 張。</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/dialogs/new_game.py" line="+13" />
            <source>This game is not available in this version.</source>
            <translation>此版本不提供這個遊戲。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>These options are not possible: {reason}</source>
            <translation>無法使用這些選項：{reason}</translation>
        </message>
        <message>
            <location line="-204" />
            <source>Allow taking back a move within your turn (Edit &gt; Undo)</source>
            <translation>允許在自己的回合內收回出牌（編輯 &gt; 復原）</translation>
        </message>
        <message>
            <location line="+63" />
            <source>&lt;b&gt;{level}&lt;/b&gt;: {text}</source>
            <translation>&lt;b&gt;{level}&lt;/b&gt;：{text}</translation>
        </message>
        <message>
            <location line="-60" />
            <source>Play with others over the network</source>
            <translation>透過網路與他人同玩</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This computer hosts the table; the others join it from their computers with Game &gt; Join a table… and the table's code.</source>
            <translation>由這台電腦開設牌桌；其他人在自己的電腦上用「遊戲 &gt; 加入牌桌…」和牌桌代碼加入。</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Invited (plays on another computer)</source>
            <translation>受邀（在另一台電腦上玩）</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+32" />
            <location line="+47" />
            <source>their own name</source>
            <translation>由對方自己輸入名字</translation>
        </message>
        <message>
            <location line="+85" />
            <source>Invite at least one player, or play without the network.</source>
            <translation>請至少邀請一位玩家，或不透過網路來玩。</translation>
        </message>
        <message>
            <location line="-170" />
            <source>Seat {n}: name</source>
            <translation>座位 {n}：名字</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Seat {n}: who plays</source>
            <translation>座位 {n}：由誰來玩</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Seat {n}: computer level</source>
            <translation>座位 {n}：電腦難度</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Player at this computer</source>
            <translation>在這台電腦上的玩家</translation>
        </message>
        <message>
            <location line="+147" />
            <source>At a network table at least one player sits at this computer.</source>
            <translation>網路牌桌上至少要有一位玩家在這台電腦上。</translation>
        </message>
        <message>
            <location line="-185" />
            <source>New game over the network</source>
            <translation>透過網路開新遊戲</translation>
        </message>
    </context>
    <context>
        <name>Phase10Page</name>
        <message>
            <location filename="../cardtable/ui/stats/pages.py" line="+92" />
            <location line="+16" />
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location line="-16" />
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
            <translation>每場遊戲的局數</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Penalty points per round</source>
            <translation>每局剩牌分數</translation>
        </message>
        <message>
            <location line="+16" />
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
        <message>
            <location line="-22" />
            <source>Rounds in which each phase was not laid, of the rounds it was played:</source>
            <translation>每一階未攤下的局數／打這一階的局數：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase {n}</source>
            <translation>第 {n} 階</translation>
        </message>
    </context>
    <context>
        <name>PlayersDialog</name>
        <message>
            <location filename="../cardtable/ui/stats/players_dialog.py" line="+66" />
            <location line="+31" />
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location line="-30" />
            <source>Names typed at the seats are remembered here. Rename a player, or merge two entries that are the same person.</source>
            <translation>這裡記住在座位輸入過的名字。可以替玩家改名，或把同一個人的兩筆紀錄合併。</translation>
        </message>
        <message>
            <location line="+12" />
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
            <location line="+15" />
            <source>Merge</source>
            <translation>合併</translation>
        </message>
        <message>
            <location line="+0" />
            <source>{name} is the same person as:</source>
            <translation>{name} 與下列玩家是同一人：</translation>
        </message>
        <message>
            <location line="-50" />
            <source>Rename…</source>
            <translation>改名…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Merge into…</source>
            <translation>合併到…</translation>
        </message>
    </context>
    <context>
        <name>PlayersPage</name>
        <message>
            <location filename="../cardtable/ui/stats/pages.py" line="-68" />
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
            <location filename="../cardtable/ui/dialogs/privacy.py" line="+64" />
            <source>Pass to {name} - click when ready</source>
            <translation>請把裝置交給 {name}，準備好後點一下</translation>
        </message>
        <message>
            <location line="+1" />
            <source>I am {name}, show my cards</source>
            <translation>我是 {name}，顯示我的手牌</translation>
        </message>
    </context>
    <context>
        <name>QuestionForm</name>
        <message>
            <location filename="../cardtable/ui/tutorial/question.py" line="+54" />
            <source>Chec&amp;k answer</source>
            <translation>核對答案(&amp;K)</translation>
        </message>
        <message>
            <location line="+27" />
            <source>{player}: {choice}</source>
            <translation>{player}：{choice}</translation>
        </message>
    </context>
    <context>
        <name>RefusalBubble</name>
        <message>
            <location filename="wrapped_strings.py" line="+252" />
            <source>Rule {rule}</source>
            <translation>規則 {rule}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Why?</source>
            <translation>為什麼？</translation>
        </message>
        <message>
            <location line="+1" />
            <source>({shortcut})</source>
            <translation>（{shortcut}）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the rules at the rule that refused your move</source>
            <translation>在拒絕你這一步的規則處開啟規則說明</translation>
        </message>
    </context>
    <context>
        <name>Rematch</name>
        <message>
            <location line="-176" />
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Another game with the same people?</source>
            <translation>和同樣的人再玩一局？</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} proposes another game: accepted by {accepted}</source>
            <translation>{name} 提議再玩一局：{accepted} 已接受</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{proposal}; waiting for {waiting}</source>
            <translation>{proposal}；還在等 {waiting}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} does not want another game now.</source>
            <translation>{name} 現在不想再玩一局。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} withdrew the proposal of another game.</source>
            <translation>{name} 撤回了再玩一局的提議。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not everybody accepted another game in time.</source>
            <translation>不是每個人都及時接受再玩一局。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play again</source>
            <translation>再玩一局</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Propose another game with the same people at this table</source>
            <translation>提議在這張桌子和同樣的人再玩一局</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Accept</source>
            <translation>接受</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Decline</source>
            <translation>拒絕</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Withdraw</source>
            <translation>撤回</translation>
        </message>
    </context>
    <context>
        <name>RemoteGame</name>
        <message>
            <location line="-130" />
            <source>Seat {n}</source>
            <translation>座位 {n}</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Watching</source>
            <translation>觀戰中</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Watching: {status}</source>
            <translation>觀戰中：{status}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Connecting to the table…</source>
            <translation>正在連線到牌桌…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Everybody is here: the game can start</source>
            <translation>大家都到齊了：可以開始遊戲</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Waiting for players: {joined} of {total} seats taken</source>
            <translation>等待玩家：{total} 個座位中已有 {joined} 個有人</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not connected: {names}</source>
            <translation>未連線：{names}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This table speaks network version {theirs} (cardtable {app}); this app speaks version {ours}. Use the same version of cardtable as the host.</source>
            <translation>這張牌桌使用網路版本 {theirs}（cardtable {app}）；這個應用程式使用版本 {ours}。請使用與主持人相同版本的 cardtable。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>There is no table with this code at this address.</source>
            <translation>這個位址沒有使用這個代碼的牌桌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every seat at this table is taken.</source>
            <translation>這張牌桌的座位都已有人。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The table no longer knows this seat.</source>
            <translation>牌桌已不再認得這個座位。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The table was closed.</source>
            <translation>牌桌已關閉。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This seat was taken over by another window.</source>
            <translation>另一個視窗接手了這個座位。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The host refuses more connections from this computer for now; try again later.</source>
            <translation>主持人暫時不接受這台電腦的更多連線；請稍後再試。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This table has as many spectators as it takes.</source>
            <translation>這張牌桌的觀戰人數已滿。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The table cannot be reached. Check the address and that the host is running.</source>
            <translation>無法連到牌桌。請檢查位址，以及主持人是否正在執行。</translation>
        </message>
        <message>
            <location line="-10" />
            <source>Waiting for {name} to reconnect…</source>
            <translation>等待 {name} 重新連線…</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Waiting for the host: reconnecting…</source>
            <translation>等待主持人：正在重新連線…</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <location filename="../cardtable/ui/replay/log.py" line="+86" />
            <source>{name} drew {card} from the draw pile</source>
            <translation>{name} 從摸牌堆摸了 {card}</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="+190" />
            <source>This game of the history is damaged and cannot be replayed.</source>
            <translation>歷史紀錄中的這場遊戲已損壞，無法重播。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cannot show the replay</source>
            <translation>無法顯示重播</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open a saved game as a replay</source>
            <translation>以重播方式開啟遊戲存檔</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cardtable saved games (*.cardtable)</source>
            <translation>cardtable 遊戲存檔 (*.cardtable)</translation>
        </message>
    </context>
    <context>
        <name>ReplayTableView</name>
        <message>
            <location filename="../cardtable/ui/replay/table.py" line="+43" />
            <source>The game is over: every hand lies face up.</source>
            <translation>遊戲結束：每個人的手牌都翻開了。</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Replay: {name} plays next (every hand face up)</source>
            <translation>重播：接下來輪到 {name}（每個人的手牌都翻開）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Replay: {name} plays next (only {viewer}'s cards are shown)</source>
            <translation>重播：接下來輪到 {name}（只顯示 {viewer} 的牌）</translation>
        </message>
        <message>
            <location line="-7" />
            <source>The round is over: every hand lies face up. The next step deals.</source>
            <translation>這局結束了：每個人的手牌都翻開了。下一步發牌。</translation>
        </message>
    </context>
    <context>
        <name>ReplayWindow</name>
        <message>
            <location filename="../cardtable/ui/replay/window.py" line="+160" />
            <source>Replay: {title}</source>
            <translation>重播：{title}</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Replay</source>
            <translation>重播</translation>
        </message>
        <message>
            <location line="+10" />
            <source>|◀ Start</source>
            <translation>|◀ 開頭</translation>
        </message>
        <message>
            <location line="+0" />
            <source>To the deal (Home)</source>
            <translation>回到發牌（Home）</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Previous round</source>
            <translation>上一局</translation>
        </message>
        <message>
            <location line="+0" />
            <source>To the start of this or the previous round (Page Up)</source>
            <translation>回到這一局或上一局的開頭（Page Up）</translation>
        </message>
        <message>
            <location line="+6" />
            <source>◀ Back</source>
            <translation>◀ 上一步</translation>
        </message>
        <message>
            <location line="+0" />
            <source>One move back (Left)</source>
            <translation>退回一步（←）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Forward ▶</source>
            <translation>下一步 ▶</translation>
        </message>
        <message>
            <location line="+0" />
            <source>One move forward (Right)</source>
            <translation>前進一步（→）</translation>
        </message>
        <message>
            <location line="-6" />
            <source>Next round</source>
            <translation>下一局</translation>
        </message>
        <message>
            <location line="+0" />
            <source>To the start of the next round (Page Down)</source>
            <translation>到下一局的開頭（Page Down）</translation>
        </message>
        <message>
            <location line="+8" />
            <source>End ▶|</source>
            <translation>結尾 ▶|</translation>
        </message>
        <message>
            <location line="+0" />
            <source>To the end (End)</source>
            <translation>到結尾（End）</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Speed:</source>
            <translation>速度：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slow</source>
            <translation>慢</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Fast</source>
            <translation>快</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Very fast</source>
            <translation>非常快</translation>
        </message>
        <message>
            <location line="-14" />
            <source>Jump to the start of a round</source>
            <translation>跳到某一局的開頭</translation>
        </message>
        <message>
            <location line="-6" />
            <source>Previous game</source>
            <translation>上一局</translation>
        </message>
        <message>
            <location line="+0" />
            <source>To the start of this or the previous game (Page Up)</source>
            <translation>回到這一局或上一局的開頭（Page Up）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Next game</source>
            <translation>下一局</translation>
        </message>
        <message>
            <location line="+0" />
            <source>To the start of the next game (Page Down)</source>
            <translation>到下一局的開頭（Page Down）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Jump to the start of a game</source>
            <translation>跳到某一局的開頭</translation>
        </message>
        <message>
            <location line="+26" />
            <location line="+112" />
            <source>Continue from here</source>
            <translation>從這裡接著玩</translation>
        </message>
        <message>
            <location line="-111" />
            <source>Deck order…</source>
            <translation>牌序…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every deal and reshuffle of the game, card by card</source>
            <translation>這場遊戲每次發牌與洗牌，逐張列出</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Only for a finished game: it would show hidden cards</source>
            <translation>只限已結束的遊戲：否則會露出未公開的牌</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Move {n} of {total}</source>
            <translation>第 {n} 步，共 {total} 步</translation>
        </message>
        <message>
            <location line="+12" />
            <source>A new game from this position, with the same players and options; the recorded game stays as it is</source>
            <translation>從這個局面開始新遊戲，玩家與選項都相同；記錄下來的遊戲保持不變</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A new game from this position: you choose the computer player whose seat you take over; the recorded game stays as it is</source>
            <translation>從這個局面開始新遊戲：你選擇要接手哪一位電腦玩家的座位；記錄下來的遊戲保持不變</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Only a game against the computer can be continued from a replay</source>
            <translation>只有對電腦玩家的遊戲才能從重播接著玩</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The game is over: go back to a move before the end to continue from there</source>
            <translation>遊戲已結束：回到結束前的某一步，才能從那裡接著玩</translation>
        </message>
        <message>
            <location line="+4" />
            <location line="+2" />
            <source>Pause</source>
            <translation>暫停</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Play ▶</source>
            <translation>播放 ▶</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play the moves one after another (Space)</source>
            <translation>逐步自動播放（空白鍵）</translation>
        </message>
        <message>
            <location line="+72" />
            <source>Which player's seat do you take over? The others stay computer players.</source>
            <translation>你要接手哪一位玩家的座位？其他人仍是電腦玩家。</translation>
        </message>
        <message>
            <location line="-115" />
            <source>Position in the game</source>
            <translation>遊戲中的位置</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Play</source>
            <translation>播放</translation>
        </message>
    </context>
    <context>
        <name>RoundSummaryDialog</name>
        <message>
            <location filename="../cardtable/ui/dialogs/round_summary.py" line="+146" />
            <source>Round {n} finished</source>
            <translation>第 {n} 局結束</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The round is over.</source>
            <translation>這一局結束了。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Points this round</source>
            <translation>本局分數</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Total</source>
            <translation>累積</translation>
        </message>
        <message>
            <location line="-48" />
            <source>sat out</source>
            <translation>本局未參加</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Phase {n} completed: moves up to phase {next}</source>
            <translation>完成第 {n} 階：進到第 {next} 階</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase {n} completed</source>
            <translation>完成第 {n} 階</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase {n} not completed: moves on to phase {next}</source>
            <translation>未完成第 {n} 階：進到第 {next} 階</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase {n} not completed: plays it again</source>
            <translation>未完成第 {n} 階：下一局重來</translation>
        </message>
        <message>
            <location line="+13" />
            <source>went out: no cards left</source>
            <translation>出清了：手上沒有牌</translation>
        </message>
        <message>
            <location line="+21" />
            <source>{name} went out. Every hand is shown face up on the table.</source>
            <translation>{name} 出清了。每個人的手牌都翻開放在桌上。</translation>
        </message>
        <message>
            <location line="+6" />
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
            <source>Cards left</source>
            <translation>剩下的牌</translation>
        </message>
    </context>
    <context>
        <name>RuleHelp</name>
        <message>
            <location filename="../cardtable/ui/window/rule_help.py" line="+58" />
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
            <location filename="../cardtable/ui/rule_messages.py" line="+33" />
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
            <location line="+3" />
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
            <location line="+12" />
            <source>It is not your turn.</source>
            <translation>現在不是你的回合。</translation>
        </message>
        <message>
            <location line="-10" />
            <source>This lesson asks for another move: see the coach panel.</source>
            <translation>這一課要的是另一步：請看教學面板。</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="+20" />
            <source>This building pile needs a {needed}.</source>
            <translation>這個公共序列需要一張 {needed}。</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/rule_messages.py" line="+156" />
            <source>Rule {rule}: {sentence}</source>
            <translation>規則 {rule}：{sentence}</translation>
        </message>
        <message>
            <location line="-161" />
            <source>The game is blocked: for a long time nobody played a stock card.</source>
            <translation>遊戲陷入僵局：已經很久沒有人打出個人牌庫的牌。</translation>
        </message>
        <message>
            <location line="+6" />
            <source>There is no move of this turn that can be taken back.</source>
            <translation>這個回合沒有可以收回的動作。</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Nobody has proposed another game.</source>
            <translation>沒有人提議再玩一局。</translation>
        </message>
        <message>
            <location line="+78" />
            <source>This table does not allow taking back moves.</source>
            <translation>這張牌桌不允許收回出牌。</translation>
        </message>
        <message>
            <location line="-124" />
            <source>That player already has a Skip in front of them: choose another player.</source>
            <translation>這位玩家面前已經有一張跳過牌：請選別的玩家。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Skip that you go out with has no effect: discard it to go out.</source>
            <translation>用跳過牌出清時沒有效果：直接把它棄掉就出清了。</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="-19" />
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
            <translation>第 {phase} 階需要{needs}：{values} 少了 {missing}。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A run has no gaps: {values} misses {missing}.</source>
            <translation>連號不能有空缺：{values} 少了 {missing}。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase {phase} needs {needs}: one group has {have} cards, it needs {size}.</source>
            <translation>第 {phase} 階需要{needs}：有一組只有 {have} 張，需要 {size} 張。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase {phase} needs {needs}: no other group can be laid.</source>
            <translation>第 {phase} 階需要{needs}：不能多攤別的組。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase {phase} needs {needs}: lay all of it at once.</source>
            <translation>第 {phase} 階需要{needs}：要一次全部攤下。</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Another game can be proposed once this one is over.</source>
            <translation>這一局結束後才能提議再玩一局。</translation>
        </message>
        <message>
            <location line="+2" />
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
            <location line="-11" />
            <source>Give the chosen Skip first, or take that choice back (Ctrl+Z).</source>
            <translation>請先送出已選定的跳過牌，或收回這個選擇（Ctrl+Z）。</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/rule_messages.py" line="+34" />
            <source>That move is not possible now.</source>
            <translation>現在不能這樣出牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+2" />
            <source>You are watching this table.</source>
            <translation>你正在觀戰這張牌桌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game has not started yet.</source>
            <translation>遊戲還沒開始。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The round is over: deal the next round first.</source>
            <translation>這局已經結束：請先發下一局的牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The table has moved on; look again.</source>
            <translation>牌桌上已經有了新動作；請再看一次。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>That is not a move of this game.</source>
            <translation>這不是這個遊戲的動作。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The table cannot do that now.</source>
            <translation>牌桌現在無法這樣做。</translation>
        </message>
        <message>
            <location line="-1" />
            <source>Only the person who opened the table can start the game.</source>
            <translation>只有開桌的人可以開始遊戲。</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="-6" />
            <source>Wait a moment: the player may come back. A computer can take over after a short wait.</source>
            <translation>請稍等，對方可能會回來。稍等片刻後電腦就可以接手。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That player is at the table: no computer needs to stand in.</source>
            <translation>這位玩家在牌桌上，不需要電腦代打。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A computer already plays that seat.</source>
            <translation>這個座位已經由電腦玩了。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Only another player at the table can ask for that.</source>
            <translation>只有牌桌上的其他玩家可以提出這個要求。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game has already started.</source>
            <translation>遊戲已經開始了。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not every seat is taken yet: start with computers in the empty seats.</source>
            <translation>還有空位：請讓電腦坐進空位後再開始。</translation>
        </message>
        <message>
            <location line="-8" />
            <source>Group {n} is a set: its cards must have one value, these have {values}.</source>
            <translation>第 {n} 組是同數組：每張牌的數字要相同，這裡有 {values}。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Group {n} is a colour group: its cards must have one colour, these are {colours}.</source>
            <translation>第 {n} 組是同色組：每張牌的顏色要相同，這裡有{colours}。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Group {n} is a run: each value only once, {value} is there more than once.</source>
            <translation>第 {n} 組是連號組：每個數字只能出現一次，{value} 重複了。</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../cardtable/ui/dialogs/rules_help.py" line="+100" />
            <source>The rules text is not installed.</source>
            <translation>未安裝規則說明。</translation>
        </message>
        <message>
            <location line="+7" />
            <location line="+6" />
            <source>Rules</source>
            <translation>規則</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Phase 10</source>
            <translation>Phase 10</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Skip-Bo</source>
            <translation>Skip-Bo</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Game:</source>
            <translation>遊戲：</translation>
        </message>
    </context>
    <context>
        <name>SaveMessages</name>
        <message>
            <location filename="wrapped_strings.py" line="-147" />
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
            <location line="-24" />
            <source>The file is damaged and cannot be opened.</source>
            <translation>檔案已損壞，無法開啟。</translation>
        </message>
        <message>
            <location line="+25" />
            <source>The file {path} could not be deleted: {reason}</source>
            <translation>無法刪除檔案 {path}：{reason}</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheetDock</name>
        <message>
            <location filename="../cardtable/ui/scoresheet/dock.py" line="+178" />
            <source>Score sheet</source>
            <extracomment>The dock's share of the window's width when it first docks (the table has priority). A player's column never gets narrower than this (pixels); only then the sheet scrolls.</extracomment>
            <translation>計分表</translation>
        </message>
        <message>
            <location line="+20" />
            <source>No game.</source>
            <translation>沒有進行中的遊戲。</translation>
        </message>
        <message>
            <location line="+3" />
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
            <translation>多局累計計分：先累積到 {target} 分者獲勝</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Winner: {names}</source>
            <translation>勝者：{names}</translation>
        </message>
        <message>
            <location line="-10" />
            <source>✓ = phase completed, * = went out; below: the total</source>
            <translation>✓ = 完成階段，* = 出清；下方：累積</translation>
        </message>
        <message>
            <location line="+2" />
            <source>★ = winner</source>
            <translation>★ = 勝者</translation>
        </message>
        <message>
            <location line="+0" />
            <source>★ = in the lead</source>
            <translation>★ = 領先</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{short} = {name}</source>
            <translation>{short} = {name}</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheetModel</name>
        <message>
            <location filename="../cardtable/ui/scoresheet/model.py" line="+99" />
            <source>Winner</source>
            <translation>勝者</translation>
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
            <translation>第 {n} 局</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Total</source>
            <translation>累積</translation>
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
            <translation>累積（目標 {target}）</translation>
        </message>
        <message>
            <location line="+85" />
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
            <translation>本局剩牌分數 {points} 分，累積 {total} 分。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Went out.</source>
            <translation>出清。</translation>
        </message>
        <message>
            <location line="-10" />
            <source>{stock} stock cards left, {points} points, {total} in total.</source>
            <translation>個人牌庫剩 {stock} 張，得 {points} 分，累積 {total} 分。</translation>
        </message>
        <message>
            <location line="-98" />
            <source>{name}: {state}</source>
            <translation>{name}：{state}</translation>
        </message>
        <message>
            <location line="+49" />
            <source>not played yet</source>
            <translation>還沒玩</translation>
        </message>
        <message>
            <location line="+2" />
            <source>sat out</source>
            <translation>本局未參加</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{row}, {player}: {value}</source>
            <translation>{row}，{player}：{value}</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheetPrinting</name>
        <message>
            <location filename="wrapped_strings.py" line="+108" />
            <source>Score sheet</source>
            <translation>計分表</translation>
        </message>
        <message>
            <location line="+1" />
            <source>There is no game to print.</source>
            <translation>沒有可列印的遊戲。</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Export as PDF</source>
            <translation>匯出為 PDF</translation>
        </message>
        <message>
            <location line="+5" />
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
            <location line="-5" />
            <source>PDF files (*.pdf)</source>
            <translation>PDF 檔案 (*.pdf)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Blank score sheet saved as {file}</source>
            <translation>空白計分表已儲存為 {file}</translation>
        </message>
    </context>
    <context>
        <name>SeatNames</name>
        <message>
            <location filename="../cardtable/ui/seat_names.py" line="-18" />
            <source>Computer for {name}</source>
            <translation>代替 {name} 的電腦</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <location filename="../cardtable/ui/dialogs/settings_dialog.py" line="+59" />
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
        <message>
            <location line="+4" />
            <source>&amp;High-contrast cards</source>
            <translation>高對比牌面(&amp;H)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Black on white cards in a wide frame of their colour, with their symbols; wide outlines where a card may go</source>
            <translation>白底黑字的牌，外圍是該顏色的寬框，並保留各自的符號；可以放牌的地方有粗框線</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Larger cards on the table</source>
            <translation>牌桌上的牌放大(&amp;L)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your hand and the piles in the middle drawn larger, where the table has room</source>
            <translation>在牌桌有空間的地方，把你的手牌和中間的牌堆畫大一點</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Speak through the system's speech service</source>
            <translation>透過系統的語音服務朗讀(&amp;S)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Everything said for a screen reader is also spoken by the system's voice (speech-dispatcher), without a screen reader</source>
            <translation>所有給螢幕閱讀器的話也由系統的語音（speech-dispatcher）朗讀，不需要螢幕閱讀器</translation>
        </message>
    </context>
    <context>
        <name>SkipBoPage</name>
        <message>
            <location filename="../cardtable/ui/stats/pages.py" line="+96" />
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
        <name>SkipBoSpeech</name>
        <message>
            <location filename="wrapped_strings.py" line="+220" />
            <source>, </source>
            <translation>，</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n 張牌</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>SKIP-BO card</source>
            <translation>萬用牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your hand is empty</source>
            <translation>你的手牌是空的</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your hand: {cards}</source>
            <translation>你的手牌：{cards}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Building pile {n}, empty, next 1</source>
            <translation>公共序列 {n}，空的，下一張 1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Building pile {n}, complete</source>
            <translation>公共序列 {n}，已完成</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Building pile {n}, top {top}, next {next}</source>
            <translation>公共序列 {n}，已到 {top}，下一張 {next}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>. </source>
            <translation>。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw pile, {count}</source>
            <translation>抽牌堆，{count}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{building}. {draw}.</source>
            <translation>{building}。{draw}。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>stock pile empty</source>
            <translation>個人牌庫是空的</translation>
        </message>
        <message>
            <location line="+1" />
            <source>stock pile top {card}, {count}</source>
            <translation>個人牌庫，最上面是 {card}，{count}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>empty</source>
            <translation>空的</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{cards} (top {top})</source>
            <translation>{cards}（最上面是 {top}）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>discard pile {n}: {cards}</source>
            <translation>棄牌堆 {n}：{cards}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your {stock}. Your {piles}.</source>
            <translation>你的{stock}。你的{piles}。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: {count} in hand, {stock}, discard tops {tops}</source>
            <translation>{name}：手牌 {count}，{stock}，棄牌堆最上面 {tops}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{text}, {points} points</source>
            <translation>{text}，{points} 分</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your {stock}</source>
            <translation>你的{stock}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your {pile}</source>
            <translation>你的{pile}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your hand</source>
            <translation>你的手牌</translation>
        </message>
    </context>
    <context>
        <name>Speech</name>
        <message>
            <location line="-140" />
            <source>{card}, in your hand, {k} of {n}</source>
            <translation>{card}，在你的手牌中，第 {k} 張，共 {n} 張</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A place for the selected cards</source>
            <translation>所選的牌可以放在這裡</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Card table</source>
            <translation>牌桌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>R: your hand, T: the piles, G: the groups, M: your phase or stock, O: every player, W: whose turn</source>
            <translation>R：你的手牌，T：牌堆，G：組合，M：你的階段或個人牌庫，O：每位玩家，W：輪到誰</translation>
        </message>
        <message>
            <location line="-64" />
            <source>, </source>
            <translation>，</translation>
        </message>
        <message numerus="yes">
            <location line="+123" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n 張牌</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>two {value}s</source>
            <translation>兩張 {value}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>three {value}s</source>
            <translation>三張 {value}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>four {value}s</source>
            <translation>四張 {value}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>five {value}s</source>
            <translation>五張 {value}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>six {value}s</source>
            <translation>六張 {value}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{n} {value}s</source>
            <translation>{n} 張 {value}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>no cards</source>
            <translation>沒有牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{cards} ({colours})</source>
            <translation>{cards}（{colours}）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{low} to {high}</source>
            <translation>{low} 到 {high}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a Wild</source>
            <translation>一張百搭牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{n} Wilds</source>
            <translation>{n} 張百搭牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a Skip</source>
            <translation>一張跳過牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{n} Skips</source>
            <translation>{n} 張跳過牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your hand, {count}: {cards}</source>
            <translation>你的手牌，{count}：{cards}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Discard pile empty</source>
            <translation>棄牌堆是空的</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Discard pile, top {card}, {count}</source>
            <translation>棄牌堆，最上面是{card}，{count}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw pile, {count}</source>
            <translation>摸牌堆，{count}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{discard}. {draw}.</source>
            <translation>{discard}。{draw}。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{kind}: {cards}</source>
            <translation>{kind}：{cards}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: {groups}</source>
            <translation>{name}：{groups}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No groups are laid down.</source>
            <translation>桌上還沒有組合。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>. </source>
            <translation>。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{phase}, laid down</source>
            <translation>{phase}，已攤下</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{phase}, not laid down yet</source>
            <translation>{phase}，還沒攤下</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: {count}, phase {phase}, score {score}</source>
            <translation>{name}：{count}，第 {phase} 階，分數 {score}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Group {n} of {name}, {cards}</source>
            <translation>{name}的第 {n} 組，{cards}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your phase area: {phase}</source>
            <translation>你的階段區：{phase}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your hand</source>
            <translation>你的手牌</translation>
        </message>
        <message>
            <location line="+56" />
            <source>read your hand</source>
            <translation>讀出你的手牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>read the discard or building piles and the pile sizes</source>
            <translation>讀出棄牌堆或公共序列，以及各牌堆的張數</translation>
        </message>
        <message>
            <location line="+1" />
            <source>read the laid groups of every player (Skip-Bo: the building piles)</source>
            <translation>讀出每位玩家攤下的組合（Skip-Bo：公共序列）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>read your phase (Skip-Bo: your stock and discard piles)</source>
            <translation>讀出你的階段（Skip-Bo：你的個人牌庫和個人棄牌堆）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>read every player's cards in hand, phase and score</source>
            <translation>讀出每位玩家的手牌張數、階段和分數</translation>
        </message>
        <message>
            <location line="+1" />
            <source>read whose turn it is and what to do</source>
            <translation>讀出輪到誰、該做什麼</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Nobody is playing.</source>
            <translation>現在沒有人在出牌。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your cards are hidden.</source>
            <translation>你的牌目前是蓋著的。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hint: {cards}. Press Enter to make it.</source>
            <translation>提示：{cards}。按 Enter 執行。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hint: {place}. Press Enter to make it.</source>
            <translation>提示：{place}。按 Enter 執行。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hint: {cards} to {place}. Press Enter to make it.</source>
            <translation>提示：把{cards}放到{place}。按 Enter 執行。</translation>
        </message>
        <message>
            <location line="-220" />
            <source>Your turn, {name}</source>
            <translation>輪到你了，{name}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} {points}</source>
            <translation>{name} {points}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Points this round: {points}. Totals: {totals}.</source>
            <translation>這一局的分數：{points}。累積：{totals}。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Points this game: {points}. Totals: {totals}.</source>
            <translation>這一局的分數：{points}。累積：{totals}。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game over: {names} won.</source>
            <translation>遊戲結束：{names}獲勝。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game over.</source>
            <translation>遊戲結束。</translation>
        </message>
        <message>
            <location line="-7" />
            <source>Your turn</source>
            <translation>輪到你了</translation>
        </message>
        <message>
            <location line="+156" />
            <source>You drew {card}</source>
            <translation>你摸到了 {card}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You took {card} from the discard pile</source>
            <translation>你從棄牌堆拿了 {card}</translation>
        </message>
        <message>
            <location line="+122" />
            <source>No moves yet.</source>
            <translation>還沒有出牌紀錄。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No earlier moves.</source>
            <translation>沒有更早的出牌紀錄。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No newer moves.</source>
            <translation>沒有更新的出牌紀錄。</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../cardtable/ui/start/start_page.py" line="+267" />
            <source>Welcome to cardtable</source>
            <extracomment>the page's column is at most this wide (a 1920x1080 window: the room is used) a list of games is at most this tall (it scrolls beyond)</extracomment>
            <translation>歡迎使用 cardtable</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play Phase 10 or Skip-Bo against the computer or with friends.</source>
            <translation>與電腦或朋友一起玩 Phase 10 或 Skip-Bo。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Choose the players and options of this start</source>
            <translation>選擇這個開局的玩家和選項</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Learn to play…</source>
            <translation>學習玩法…</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Unfinished games</source>
            <translation>未完成的遊戲</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Saved games</source>
            <translation>遊戲存檔</translation>
        </message>
        <message>
            <location line="+44" />
            <source>No unfinished games.</source>
            <translation>沒有未完成的遊戲。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>No saved games yet.</source>
            <translation>還沒有遊戲存檔。</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="-268" />
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
            <location line="+27" />
            <source>{game}: {players}</source>
            <translation>{game}：{players}</translation>
        </message>
        <message>
            <location line="-9" />
            <source>Saved {date}</source>
            <translation>儲存於 {date}</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/start/start_page.py" line="-54" />
            <source>Open a saved game…</source>
            <translation>開啟遊戲存檔…</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Change…</source>
            <translation>變更…</translation>
        </message>
        <message>
            <location line="+3" />
            <source>New game with all options…</source>
            <translation>新遊戲（所有選項）…</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Keep score for real cards…</source>
            <translation>實體紙牌記分…</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="+2" />
            <source>Score sheet, real cards: {game}: {players}</source>
            <translation>計分表（實體紙牌）：{game}：{players}</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n round(s) entered</source>
            <translation>
                <numerusform>已記下 %n 局</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n game(s) entered</source>
            <translation>
                <numerusform>已記下 %n 局</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Delete…</source>
            <translation>刪除…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Delete this unfinished game (you are asked first)</source>
            <translation>刪除這個未完成的遊戲（會先詢問你）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Resume</source>
            <translation>繼續</translation>
        </message>
        <message>
            <location line="-10" />
            <source>Seat {n}</source>
            <translation>座位 {n}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Network table {code} · {game}: {players}</source>
            <translation>網路牌桌 {code} · {game}：{players}</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/start/start_page.py" line="+56" />
            <source>Enter opens the chosen game; Delete asks before deleting an unfinished game.</source>
            <translation>按 Enter 開啟選取的遊戲；按 Delete 會先詢問，再刪除未完成的遊戲。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Enter opens the chosen game.</source>
            <translation>按 Enter 開啟選取的遊戲。</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="+8" />
            <source>Delete {game}…</source>
            <translation>刪除 {game}…</translation>
        </message>
        <message>
            <location line="-6" />
            <source>At {host} · last connected {date}</source>
            <translation>位於 {host} · 上次連線於 {date}</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/start/start_page.py" line="-57" />
            <source>Play over the network…</source>
            <translation>透過網路同玩…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Host a table here: the others join it from their computers</source>
            <translation>在這台電腦開設牌桌：其他人從自己的電腦加入</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Join a table…</source>
            <translation>加入牌桌…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sit down at a table another computer hosts</source>
            <translation>加入另一台電腦開設的牌桌</translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message>
            <location filename="../cardtable/ui/stats/window.py" line="+92" />
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
            <location line="+6" />
            <source>Refresh</source>
            <translation>重新整理</translation>
        </message>
        <message>
            <location line="+7" />
            <source>1 finished game in the history.</source>
            <translation>歷史紀錄中有 1 場已結束的遊戲。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{n} finished games in the history.</source>
            <translation>歷史紀錄中有 {n} 場已結束的遊戲。</translation>
        </message>
        <message>
            <location line="-8" />
            <source>Players…</source>
            <translation>玩家…</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Statistics: {page}</source>
            <translation>統計：{page}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>No finished games yet. Play a game and it appears here.</source>
            <translation>還沒有已結束的遊戲。玩完一場，它就會出現在這裡。</translation>
        </message>
    </context>
    <context>
        <name>StatsTexts</name>
        <message>
            <location filename="wrapped_strings.py" line="+15" />
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
            <location line="-207" />
            <source>The history of finished games was damaged. It was set aside as {moved_to} and a new, empty history was started.</source>
            <translation>已結束遊戲的歷史紀錄已損壞，已另存為 {moved_to}，並開始一份新的空白紀錄。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The history of finished games was written by a newer version of cardtable. Games are not recorded until you update.</source>
            <translation>已結束遊戲的歷史紀錄是由較新版本的 cardtable 寫入的。更新之前不會記錄遊戲。</translation>
        </message>
        <message>
            <location line="-26" />
            <source>The history of finished games cannot be used: {reason}</source>
            <translation>無法使用已結束遊戲的歷史紀錄：{reason}</translation>
        </message>
        <message>
            <location line="+27" />
            <source>This game is no longer in the history.</source>
            <translation>這場遊戲已不在歷史紀錄中。</translation>
        </message>
        <message>
            <location line="+2" />
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
        <message>
            <location line="-5" />
            <source>This game was played with real cards: only its score sheet was kept, so there are no moves to replay.</source>
            <translation>這場遊戲是用實體紙牌玩的：只記下了計分表，沒有步驟可以重播。</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <location line="+363" />
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
            <location line="-133" />
            <source>Phase {phase}: {requirement}</source>
            <translation>第 {phase} 階：{requirement}</translation>
        </message>
        <message>
            <location line="+135" />
            <source>{name} ({level})</source>
            <translation>{name}（{level}）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} (computer, {level})</source>
            <translation>{name}（電腦玩家，{level}）</translation>
        </message>
        <message>
            <location line="-135" />
            <source>Score: {score}</source>
            <translation>分數：{score}</translation>
        </message>
        <message>
            <location line="+136" />
            <source>Hand: {count}</source>
            <translation>手牌：{count}</translation>
        </message>
        <message>
            <location line="-132" />
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
            <translation>棄牌堆：{count}</translation>
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
            <location line="+61" />
            <source>Stock: {count}</source>
            <oldsource>Stock: %n</oldsource>
            <translation>牌庫：{count}</translation>
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
            <translation>移開：{count}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Your hand</source>
            <translation>你的手牌</translation>
        </message>
        <message>
            <location line="-66" />
            <source>Knock (K)</source>
            <translation>敲桌搶牌 (K)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pass (P)</source>
            <translation>不搶 (P)</translation>
        </message>
        <message>
            <location line="+66" />
            <source>End turn (E)</source>
            <translation>結束回合 (E)</translation>
        </message>
        <message>
            <location line="-65" />
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
            <location line="+54" />
            <source>Draw pile</source>
            <translation>抽牌堆</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{count} cards</source>
            <translation>{count} 張</translation>
        </message>
        <message>
            <location line="-66" />
            <source>Misses a turn</source>
            <translation>下回合暫停</translation>
        </message>
        <message>
            <location line="+71" />
            <source>Building pile {index}</source>
            <translation>公共序列 {index}</translation>
        </message>
        <message>
            <location line="-70" />
            <source>Skip chosen, not given yet</source>
            <translation>已選定跳過牌，尚未送出</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Give the Skip</source>
            <translation>送出跳過牌</translation>
        </message>
        <message>
            <location line="-13" />
            <source>Phase {phase}</source>
            <translation>第 {phase} 階</translation>
        </message>
        <message>
            <location line="+132" />
            <source>{name} (not connected)</source>
            <translation>{name}（未連線）</translation>
        </message>
        <message>
            <location line="-59" />
            <source>next: {card}</source>
            <translation>下一張：{card}</translation>
        </message>
    </context>
    <context>
        <name>TableView</name>
        <message>
            <location filename="../cardtable/ui/table/view.py" line="+244" />
            <source>The game is over.</source>
            <translation>遊戲結束。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Paused: {name} plays next</source>
            <translation>已暫停：下一位是 {name}</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="-93" />
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
            <location line="+82" />
            <source>Build on the piles in the middle, then discard to end your turn</source>
            <translation>先出牌到中間的公共序列，再棄牌結束回合</translation>
        </message>
        <message>
            <location line="+47" />
            <source>Hint: the highlighted move. Press Enter to make it.</source>
            <translation>提示：標示出的動作。按 Enter 執行。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That does not go there.</source>
            <translation>這張牌不能放在那裡。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Drop the card on a pile or a highlighted place.</source>
            <translation>請把牌放到牌堆或標示出的位置上。</translation>
        </message>
        <message>
            <location line="-3" />
            <source>No place takes the selected card now.</source>
            <translation>選取的牌現在沒有地方可以放。</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/table/view.py" line="+2" />
            <source>{name} is playing…</source>
            <translation>輪到 {name}…</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="-130" />
            <source>Give the Skip to…</source>
            <translation>把跳過牌給…</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/table/view.py" line="-8" />
            <source>The round is over: every hand lies face up.</source>
            <translation>這局結束了：每個人的手牌都翻開了。</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/table/recent.py" line="+26" />
            <source>skipped this turn</source>
            <translation>這回合被跳過</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="+131" />
            <source>There is no place {n} for the selected card: press 1 to {count}.</source>
            <translation>選取的牌沒有第 {n} 個位置：請按 1 到 {count}。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Choose a place for the selected card with Tab or a number key, then press Enter.</source>
            <translation>用 Tab 或數字鍵為選取的牌選一個位置，然後按 Enter。</translation>
        </message>
        <message>
            <location line="-137" />
            <source>Give the Skip with Enter or the button, or take the choice back (Ctrl+Z)</source>
            <oldsource>Give the Skip with the button, or take the choice back (Ctrl+Z)</oldsource>
            <translation>按 Enter 或按下按鈕送出跳過牌，或收回這個選擇（Ctrl+Z）</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <location filename="../cardtable/ui/tutorial/host.py" line="+46" />
            <source>The lessons could not be read: {detail}</source>
            <translation>無法讀取課程：{detail}</translation>
        </message>
        <message>
            <location line="+79" />
            <source>Round over: the lesson panel shows how to go on</source>
            <translation>這局結束了：接下來怎麼做，請看課程面板</translation>
        </message>
        <message>
            <location line="-15" />
            <source>Lesson done! Next lesson: {title}</source>
            <translation>這一課完成了！下一課：{title}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Lesson done! That was the last lesson of {game}.</source>
            <translation>這一課完成了！這是 {game} 的最後一課。</translation>
        </message>
    </context>
    <context>
        <name>TutorialPanel</name>
        <message>
            <location filename="../cardtable/ui/tutorial/panel.py" line="+129" />
            <source>Learn to play</source>
            <extracomment>the coach panel's width beside the table (wider only if its buttons need it)</extracomment>
            <translation>學習玩法</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Next</source>
            <translation>下一步(&amp;N)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Restart</source>
            <translation>重新開始(&amp;R)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Other &amp;lessons…</source>
            <translation>其他課程(&amp;L)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Close lesson</source>
            <translation>結束這一課(&amp;C)</translation>
        </message>
        <message>
            <location line="+56" />
            <source>Step {k} of {n}</source>
            <translation>第 {k} 步，共 {n} 步</translation>
        </message>
        <message>
            <location line="+48" />
            <source>Choose an answer for every player, then check.</source>
            <translation>請先替每位玩家選好答案，再核對。</translation>
        </message>
        <message>
            <location line="-108" />
            <source>Sho&amp;w me</source>
            <translation>示範給我看(&amp;W)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Ne&amp;xt lesson</source>
            <translation>下一課(&amp;X)</translation>
        </message>
    </context>
    <context>
        <name>WaitingPanel</name>
        <message>
            <location filename="wrapped_strings.py" line="-159" />
            <source>{name}: computer</source>
            <translation>{name}：電腦</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Seat {n}: waiting for a player…</source>
            <translation>座位 {n}：等待玩家加入…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: not connected</source>
            <translation>{name}：未連線</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: here</source>
            <translation>{name}：已就座</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{line} (you)</source>
            <translation>{line}（你）</translation>
        </message>
        <message>
            <location line="+16" />
            <source>&amp;Start</source>
            <translation>開始(&amp;S)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Start with &amp;computers in the empty seats</source>
            <translation>空位由電腦玩家補上並開始(&amp;C)</translation>
        </message>
        <message>
            <location line="-9" />
            <source>On the other computers: Game &gt; Join a table…, this code, and this address:</source>
            <translation>在其他電腦上：「遊戲 &gt; 加入牌桌…」，輸入這個代碼和這個位址：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>On the other computers: Game &gt; Join a table…, this code, and one of these addresses:</source>
            <translation>在其他電腦上：「遊戲 &gt; 加入牌桌…」，輸入這個代碼和其中一個位址：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This computer is not on a network: the others cannot reach it.</source>
            <translation>這台電腦沒有連上網路：其他人無法連到它。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Table code</source>
            <translation>牌桌代碼</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Table {name}</source>
            <translation>牌桌 {name}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Seat {n}</source>
            <translation>座位 {n}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} starts the game when everybody is here.</source>
            <translation>{name} 會在大家到齊後開始遊戲。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Waiting for {name} to start the game.</source>
            <translation>等待 {name} 開始遊戲。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cop&amp;y</source>
            <translation>複製(&amp;Y)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the table's code, to send it to the others</source>
            <translation>複製牌桌代碼，傳給其他人</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Seats at the table</source>
            <translation>牌桌上的座位</translation>
        </message>
        <message>
            <location line="-19" />
            <source>Or open this link in a browser on a phone, tablet or computer (nothing to install), or scan the code with a phone's camera:</source>
            <translation>或在手機、平板或電腦的瀏覽器中開啟這個連結（不必安裝任何東西），或用手機相機掃描 QR 碼：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Or open one of these links in a browser on a phone, tablet or computer (nothing to install), or scan the code with a phone's camera:</source>
            <translation>或在手機、平板或電腦的瀏覽器中開啟其中一個連結（不必安裝任何東西），或用手機相機掃描 QR 碼：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy link</source>
            <translation>複製連結</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy this link, to send it to the others</source>
            <translation>複製這個連結，傳給其他人</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the link {link}</source>
            <translation>複製連結 {link}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>QR code of the link {link}</source>
            <translation>連結 {link} 的 QR 碼</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Scan with a phone's camera to open the table</source>
            <translation>用手機相機掃描即可開啟牌桌</translation>
        </message>
    </context>
    <context>
        <name>WebPage</name>
        <message>
            <location filename="../cardtable/ui/web_words.py" line="+21" />
            <source>Tap cards of your hand to put them into group {n}.</source>
            <translation>點選手牌，放進第 {n} 組。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{card} in group {n}: tap to take it back</source>
            <translation>{card}在第 {n} 組：點一下收回</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{card} goes into group {n}</source>
            <translation>{card}放進第 {n} 組</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{card} is back in your hand</source>
            <translation>{card}回到你的手牌</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Where does the Wild go?</source>
            <translation>百搭牌要放在哪一端？</translation>
        </message>
        <message>
            <location line="+1" />
            <source>At the low end, as {value}</source>
            <translation>放在小的一端，當作 {value}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>At the high end, as {value}</source>
            <translation>放在大的一端，當作 {value}</translation>
        </message>
    </context>
</TS>
