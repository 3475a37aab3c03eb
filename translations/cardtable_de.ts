<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>AboutDialog</name>
        <message>
            <location filename="../cardtable/ui/dialogs/about.py" line="+26" />
            <source>About cardtable</source>
            <translation>Über cardtable</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&lt;h3&gt;cardtable {version}&lt;/h3&gt;&lt;p&gt;Phase 10 and Skip-Bo at one table: play against computer players or pass the device around.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;cardtable {version}&lt;/h3&gt;&lt;p&gt;Phase 10 und Skip-Bo an einem Tisch: gegen Computerspieler oder reihum an einem Gerät.&lt;/p&gt;&lt;p&gt;Freie Software unter der MIT-Lizenz.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>BlankSheetDialog</name>
        <message>
            <location filename="../cardtable/ui/printing/dialogs.py" line="+163" />
            <source>Blank score sheet</source>
            <extracomment>``notify(text, ms, again)``: a window's status line says ``text`` (``again()`` after a language switch)</extracomment>
            <translation>Leeres Wertungsblatt</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Game:</source>
            <translation>Spiel:</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Players:</source>
            <translation>Spieler:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Language of the sheet:</source>
            <translation>Sprache des Blatts:</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Paper:</source>
            <translation>Papier:</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Print…</source>
            <translation>Drucken…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Preview…</source>
            <translation>Vorschau…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save as PDF…</source>
            <translation>Als PDF speichern…</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Save as PDF</source>
            <translation>Als PDF speichern</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The PDF could not be written:
{error}</source>
            <translation>Die PDF-Datei konnte nicht geschrieben werden:
{error}</translation>
        </message>
        <message>
            <location line="-46" />
            <source>Edition 2026</source>
            <translation>Ausgabe 2026</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Classic edition</source>
            <translation>Klassische Ausgabe</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Edition:</source>
            <translation>Ausgabe:</translation>
        </message>
    </context>
    <context>
        <name>CardPad</name>
        <message>
            <location filename="../cardtable/ui/keeper/card_pad.py" line="+112" />
            <source>Count the cards left: choose a player's “Count cards”.</source>
            <translation>Restliche Karten zählen: bei einem Spieler „Karten zählen“ wählen.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cards left in {name}'s hand:</source>
            <translation>Restliche Handkarten von {name}:</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{card}: {points} points</source>
            <translation>{card}: {points} Punkte</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Take back a card</source>
            <translation>Karte zurücknehmen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Clear</source>
            <translation>Leeren</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <location filename="../cardtable/ui/replay/deck_dialog.py" line="+95" />
            <location filename="wrapped_strings.py" line="+328" />
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="-12" />
            <source>red {value}</source>
            <translation>rote {value}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>blue {value}</source>
            <translation>blaue {value}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>green {value}</source>
            <translation>grüne {value}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>yellow {value}</source>
            <translation>gelbe {value}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>red</source>
            <translation>Rot</translation>
        </message>
        <message>
            <location line="+1" />
            <source>blue</source>
            <translation>Blau</translation>
        </message>
        <message>
            <location line="+1" />
            <source>green</source>
            <translation>Grün</translation>
        </message>
        <message>
            <location line="+1" />
            <source>yellow</source>
            <translation>Gelb</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Wild</source>
            <translation>Joker</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Skip</source>
            <translation>Aussetzen-Karte</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Wild (as {colour})</source>
            <translation>Joker (als {colour})</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Wild (as {value})</source>
            <translation>Joker (als {value})</translation>
        </message>
    </context>
    <context>
        <name>Charts</name>
        <message>
            <location line="-43" />
            <source>; </source>
            <translation>; </translation>
        </message>
        <message>
            <location line="+1" />
            <source>{x_title} {x}: {y}</source>
            <translation>{x_title} {x}: {y}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{x}: {y}</source>
            <translation>{x}: {y}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: {values}</source>
            <translation>{name}: {values}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>, </source>
            <translation>, </translation>
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
            <translation>Spiel:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Win rate over time of:</source>
            <translation>Siegquote im Verlauf von:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Points after each round</source>
            <translation>Punkte nach jedem Durchgang</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase played in each round</source>
            <translation>Gespielte Phase in jedem Durchgang</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Win rate after each game</source>
            <translation>Siegquote nach jedem Spiel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round</source>
            <translation>Durchgang</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Games played</source>
            <translation>Gespielte Spiele</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Nothing to show yet.</source>
            <translation>Noch nichts zu zeigen.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The game on the table</source>
            <translation>Das Spiel auf dem Tisch</translation>
        </message>
    </context>
    <context>
        <name>ChatBox</name>
        <message>
            <location filename="../cardtable/ui/docks/chat_box.py" line="+111" />
            <source>Say something to the table…</source>
            <translation>Schreib etwas an alle am Tisch…</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Send</source>
            <translation>Senden</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Send the line to everybody at the table (Enter)</source>
            <translation>Die Zeile an alle am Tisch schicken (Eingabetaste)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Say “{text}” to the table</source>
            <translation>„{text}“ an alle am Tisch sagen</translation>
        </message>
        <message>
            <location line="-7" />
            <source>Chat line</source>
            <translation>Chatzeile</translation>
        </message>
    </context>
    <context>
        <name>DeckOrderDialog</name>
        <message>
            <location filename="../cardtable/ui/replay/deck_dialog.py" line="-26" />
            <source>Deck order</source>
            <translation>Kartenreihenfolge</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Every card comes from the game's seed: replaying the recorded moves gives back each shuffle. Piles are listed from the top card down. Double-click a shuffle to see the table at that moment.</source>
            <translation>Jede Karte folgt aus dem Startwert des Spiels: Werden die aufgezeichneten Züge noch einmal ausgeführt, ergibt sich jedes Mischen wieder. Stapel stehen von der obersten Karte abwärts. Ein Doppelklick auf ein Mischen zeigt den Tisch in diesem Moment.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Where</source>
            <translation>Wo</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Cards</source>
            <translation>Karten</translation>
        </message>
        <message>
            <location line="+8" />
            <source>{header}: dealt (move {n})</source>
            <translation>{header}: gegeben (Zug {n})</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{header}: building and discard piles shuffled into a new draw pile (move {n})</source>
            <translation>{header}: Aufbau- und Ablagestapel zu einem neuen Nachziehstapel gemischt (Zug {n})</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{header}: discarded cards shuffled into a new draw pile (move {n})</source>
            <translation>{header}: abgeworfene Karten zu einem neuen Stapel gemischt (Zug {n})</translation>
        </message>
        <message>
            <location line="+10" />
            <source>(none)</source>
            <translation>(keine)</translation>
        </message>
        <message numerus="yes">
            <location line="+5" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n Karte</numerusform>
                <numerusform>%n Karten</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>Hand of {name}</source>
            <translation>Handkarten von {name}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stock pile of {name}</source>
            <translation>Vorratsstapel von {name}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Drawn from it at once by {name}</source>
            <translation>Sofort daraus aufgenommen von {name}</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/games/phase10.py" line="+38" />
            <source>Draw pile</source>
            <comment>phase10</comment>
            <translation>Aufnahmestapel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw pile, from card {n}</source>
            <comment>phase10</comment>
            <translation>Aufnahmestapel ab Karte {n}</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/games/skipbo.py" line="+38" />
            <source>Draw pile</source>
            <comment>skipbo</comment>
            <translation>Nachziehstapel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw pile, from card {n}</source>
            <comment>skipbo</comment>
            <translation>Nachziehstapel ab Karte {n}</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/replay/deck_dialog.py" line="+8" />
            <source>Discard pile</source>
            <translation>Ablagestapel</translation>
        </message>
    </context>
    <context>
        <name>EntryPanel</name>
        <message>
            <location filename="../cardtable/ui/keeper/entry.py" line="+192" />
            <source>The game is over.</source>
            <translation>Das Spiel ist zu Ende.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Round {n}: who completed their phase, who went out, penalty points</source>
            <translation>Durchgang {n}: Wer hat die Phase geschafft, wer hat die letzte Karte abgelegt, Minuspunkte</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Game {n}: who emptied the stock pile, stock cards left</source>
            <translation>Spiel {n}: Wer hat den Vorratsstapel abgespielt, wie viele Karten sind noch im Vorratsstapel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Went out</source>
            <translation>Letzte Karte abgelegt</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Emptied the stock</source>
            <translation>Vorratsstapel leer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Points</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Stock cards left</source>
            <translation>Im Vorratsstapel</translation>
        </message>
        <message>
            <location line="+5" />
            <source>sits out (tie-break)</source>
            <translation>setzt aus (Stechen)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase {phase} completed</source>
            <translation>Phase {phase} geschafft</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase completed</source>
            <translation>Phase geschafft</translation>
        </message>
        <message>
            <location line="+10" />
            <location line="+1" />
            <source>Count cards</source>
            <translation>Karten zählen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Enter round</source>
            <translation>Durchgang eintragen</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Enter game</source>
            <translation>Spiel eintragen</translation>
        </message>
        <message>
            <location line="-7" />
            <location line="+2" />
            <location line="+2" />
            <source>{name}: {column}</source>
            <translation>{name}: {column}</translation>
        </message>
    </context>
    <context>
        <name>FairDealPage</name>
        <message>
            <location filename="../cardtable/ui/stats/fair_page.py" line="+58" />
            <source>Every deal comes from the game's seed. Counted here: the cards each player was dealt and drew blind from a freshly shuffled deck, in every recorded game. Cards taken from the discard pile are choices, not luck, and are not counted.</source>
            <translation>Jedes Austeilen folgt aus dem Startwert des Spiels. Gezählt werden hier die Karten, die jeder Spieler in allen gespeicherten Spielen aus einem frisch gemischten Stapel bekommen oder verdeckt aufgenommen hat. Karten vom Ablagestapel sind eine Entscheidung, kein Glück, und zählen nicht.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Cards</source>
            <translation>Karten</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Dealt</source>
            <translation>Ausgeteilt</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Drawn</source>
            <translation>Aufgenommen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Count</source>
            <translation>Anzahl</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Of all cards</source>
            <translation>Anteil</translation>
        </message>
        <message>
            <location line="+0" />
            <location line="+35" />
            <source>Chance predicts</source>
            <translation>Erwartet nach Zufall</translation>
        </message>
        <message>
            <location line="-35" />
            <source>Verdict</source>
            <translation>Urteil</translation>
        </message>
        <message>
            <location line="+8" />
            <source>{count} of {cards}</source>
            <translation>{count} von {cards}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Chart of:</source>
            <translation>Diagramm für:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Share of the cards dealt and drawn, next to what chance predicts</source>
            <translation>Anteil der ausgeteilten und aufgenommenen Karten neben dem, was der Zufall erwarten lässt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No games recorded yet.</source>
            <translation>Noch keine Spiele gespeichert.</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Dealt and drawn</source>
            <translation>Ausgeteilt und aufgenommen</translation>
        </message>
    </context>
    <context>
        <name>GameOverDialog</name>
        <message>
            <location filename="../cardtable/ui/dialogs/game_over.py" line="+82" />
            <source>The game is over.</source>
            <translation>Das Spiel ist zu Ende.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{name} wins!</source>
            <translation>{name} gewinnt!</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Shared win: {names}</source>
            <translation>Geteilter Sieg: {names}</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Game over</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <location line="-16" />
            <location line="+29" />
            <source>{name}: {score} penalty points</source>
            <translation>{name}: {score} Minuspunkte</translation>
        </message>
        <message>
            <location line="-27" />
            <source>{name}: phase {phase} laid, {score} penalty points</source>
            <translation>{name}: Phase {phase} ausgelegt, {score} Minuspunkte</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{name}: phase {phase} not laid, {score} penalty points</source>
            <translation>{name}: Phase {phase} nicht ausgelegt, {score} Minuspunkte</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Whoever completes the last phase wins, whatever the points; if several players complete it in the same round, the lowest total wins.</source>
            <translation>Wer die letzte Phase schafft, gewinnt – egal mit wie vielen Punkten; schaffen sie mehrere Spieler im selben Durchgang, gewinnt der mit den wenigsten Minuspunkten.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{name}: {score} match points</source>
            <translation>{name}: {score} Matchpunkte</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{name}: {score}</source>
            <translation>{name}: {score}</translation>
        </message>
        <message>
            <location line="+7" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rematch</source>
            <translation>Revanche</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same players and options, a new deal</source>
            <translation>Dieselben Spieler und Optionen, neu gemischte Karten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play this deal again</source>
            <translation>Dieselben Karten noch einmal</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same players, options and cards as this game</source>
            <translation>Dieselben Spieler, Optionen und Karten wie in diesem Spiel</translation>
        </message>
        <message numerus="yes">
            <location line="-36" />
            <source>{name}: %n card(s) left in the stock pile</source>
            <translation>
                <numerusform>{name}: noch %n Karte im Vorratsstapel</numerusform>
                <numerusform>{name}: noch %n Karten im Vorratsstapel</numerusform>
            </translation>
        </message>
        <message>
            <location line="+37" />
            <source>&amp;Watch the replay</source>
            <translation>&amp;Wiederholung ansehen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This game move by move, every hand face up</source>
            <translation>Dieses Spiel Zug für Zug, alle Handkarten offen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Back to the start page</source>
            <translation>Zurück zur Startseite</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Close the table and choose what to play next</source>
            <translation>Den Tisch schließen und aussuchen, was du als Nächstes spielst</translation>
        </message>
    </context>
    <context>
        <name>GameStarts</name>
        <message>
            <location filename="../cardtable/ui/window/game_starts.py" line="+97" />
            <location line="+1" />
            <source>This game is open in another window.</source>
            <translation>Dieses Spiel ist in einem anderen Fenster geöffnet.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>This game's folder cannot be written, so games cannot be saved automatically. Save as… keeps it in another folder.</source>
            <translation>In den Ordner dieses Spiels kann nicht geschrieben werden, darum werden Spiele nicht automatisch gespeichert. Mit „Speichern unter…“ behältst du es in einem anderen Ordner.</translation>
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
            <translation>1 Zug</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{n} moves</source>
            <translation>{n} Züge</translation>
        </message>
        <message>
            <location line="+4" />
            <source>1 round</source>
            <translation>1 Durchgang</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{n} rounds</source>
            <translation>{n} Durchgänge</translation>
        </message>
        <message>
            <location line="+24" />
            <source>History</source>
            <translation>Verlauf</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Player:</source>
            <translation>Spieler:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game:</source>
            <translation>Spiel:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Everybody</source>
            <translation>Alle</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Both games</source>
            <translation>Beide Spiele</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Winner</source>
            <translation>Sieger</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Length</source>
            <translation>Länge</translation>
        </message>
        <message>
            <location line="+17" />
            <source>1 game</source>
            <translation>1 Spiel</translation>
        </message>
        <message>
            <location line="+0" />
            <source>{n} games</source>
            <translation>{n} Spiele</translation>
        </message>
        <message>
            <location line="-21" />
            <source>Players…</source>
            <translation>Spieler…</translation>
        </message>
        <message>
            <location line="-40" />
            <source>real cards, score kept</source>
            <translation>echte Karten, nur Wertung</translation>
        </message>
        <message>
            <location line="+41" />
            <source>Replay…</source>
            <translation>Wiederholung…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Watch the chosen game again, move by move (or double-click it)</source>
            <translation>Das gewählte Spiel Zug für Zug noch einmal ansehen (oder doppelt darauf klicken)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Finished games</source>
            <translation>Beendete Spiele</translation>
        </message>
    </context>
    <context>
        <name>HostTable</name>
        <message>
            <location filename="wrapped_strings.py" line="-113" />
            <source>Opening the network table…</source>
            <translation>Der Netzwerktisch wird eröffnet…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Closing: the network table is being saved…</source>
            <translation>Wird geschlossen: Der Netzwerktisch wird gespeichert…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Closing: the finished game is being written to the history…</source>
            <translation>Wird geschlossen: Das beendete Spiel wird in den Verlauf geschrieben…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Closing: the game is being saved…</source>
            <translation>Wird geschlossen: Das Spiel wird gespeichert…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Host a network table</source>
            <translation>Einen Netzwerktisch eröffnen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The network table cannot be opened.</source>
            <translation>Der Netzwerktisch kann nicht eröffnet werden.</translation>
        </message>
    </context>
    <context>
        <name>JoinTable</name>
        <message>
            <location line="+1" />
            <source>A table</source>
            <translation>Ein Tisch</translation>
        </message>
        <message>
            <location line="+1" />
            <source>playing: watch only</source>
            <translation>läuft: nur zuschauen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{free} of {total} seats free</source>
            <translation>{free} von {total} Plätzen frei</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{table} · {game}</source>
            <translation>{table} · {game}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>hosted by {host} · {seats}</source>
            <translation>Gastgeber: {host} · {seats}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Join a table</source>
            <translation>An einen Tisch setzen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tables on this network:</source>
            <translation>Tische in diesem Netzwerk:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No tables found on this network yet. Ask the host for the address and code.</source>
            <translation>Noch keine Tische in diesem Netzwerk gefunden. Frag den Gastgeber nach Adresse und Code.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Watch only (see the table, every hand face down)</source>
            <translation>Nur &amp;zuschauen (den Tisch sehen, alle Hände verdeckt)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Address:</source>
            <translation>&amp;Adresse:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Table &amp;code:</source>
            <translation>Tisch&amp;code:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your &amp;name:</source>
            <translation>Dein &amp;Name:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Seat:</source>
            <translation>&amp;Platz:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Join</source>
            <translation>&amp;Hinsetzen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The first free seat</source>
            <translation>Der erste freie Platz</translation>
        </message>
        <message>
            <location line="-46" />
            <source>Seat {n}</source>
            <translation>Platz {n}</translation>
        </message>
        <message>
            <location line="+96" />
            <source>Back to network table {code} · {game}</source>
            <translation>Zurück an Netzwerktisch {code} · {game}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>at {host}: {players}</source>
            <translation>bei {host}: {players}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The host does not answer yet: its app may not have opened the table again. Trying again…</source>
            <translation>Der Gastgeber antwortet noch nicht: Vielleicht ist der Tisch dort noch nicht wieder geöffnet. Versuche es weiter…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Connecting to the table…</source>
            <translation>Verbinde mit dem Tisch…</translation>
        </message>
        <message>
            <location line="-53" />
            <source>You sat at this table as {name}: you take your seat {n} again.</source>
            <translation>Du hast an diesem Tisch als {name} gesessen: Du bekommst deinen Platz {n} zurück.</translation>
        </message>
        <message>
            <location line="-52" />
            <source>It is no longer on the start page.</source>
            <translation>Der Tisch steht nicht mehr auf der Startseite.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>It is no longer on the start page. If the host opens the table again at another address, join it there with the same code: you get your seat back.</source>
            <translation>Der Tisch steht nicht mehr auf der Startseite. Öffnet der Gastgeber den Tisch unter einer anderen Adresse wieder, tritt ihm dort mit demselben Code bei: Du bekommst deinen Platz zurück.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The host of this table cannot be reached now. The table stays on the start page: open it there again when the host is back.</source>
            <translation>Der Gastgeber dieses Tisches ist gerade nicht erreichbar. Der Tisch bleibt auf der Startseite: Öffne ihn dort wieder, wenn der Gastgeber zurück ist.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The table stays on the start page: open it there again later.</source>
            <translation>Der Tisch bleibt auf der Startseite: Öffne ihn dort später wieder.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Network table {code} at {host}: {game} with {players}, last connected {date}</source>
            <translation>Netzwerktisch {code} bei {host}: {game} mit {players}, zuletzt verbunden am {date}</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/start/resume.py" line="+102" />
            <source>You cannot take your seat at this table again.</source>
            <translation>Du kannst deinen Platz an diesem Tisch dann nicht mehr einnehmen.</translation>
        </message>
    </context>
    <context>
        <name>KeeperOpening</name>
        <message>
            <location filename="wrapped_strings.py" line="-30" />
            <source>The score sheet in progress could not be read: {reason}</source>
            <translation>Das angefangene Wertungsblatt konnte nicht gelesen werden: {reason}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>It was kept as {file}.</source>
            <translation>Es wurde als {file} aufbewahrt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep score</source>
            <translation>Wertungsblatt führen</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>A score sheet is not finished: {names}, %n round(s) entered.</source>
            <translation>
                <numerusform>Ein Wertungsblatt ist nicht fertig: {names}, %n Durchgang eingetragen.</numerusform>
                <numerusform>Ein Wertungsblatt ist nicht fertig: {names}, %n Durchgänge eingetragen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>A score sheet is not finished: {names}, %n game(s) entered.</source>
            <translation>
                <numerusform>Ein Wertungsblatt ist nicht fertig: {names}, %n Spiel eingetragen.</numerusform>
                <numerusform>Ein Wertungsblatt ist nicht fertig: {names}, %n Spiele eingetragen.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Resume</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>New sheet</source>
            <translation>Neues Blatt</translation>
        </message>
    </context>
    <context>
        <name>KeeperSetupDialog</name>
        <message>
            <location filename="../cardtable/ui/keeper/opening.py" line="+78" />
            <source>Keep score for a game with real cards</source>
            <translation>Wertungsblatt für ein Spiel mit echten Karten</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Match scoring: first to 500 points</source>
            <translation>Gesamtwertung: Sieger ist, wer zuerst 500 Punkte hat</translation>
        </message>
    </context>
    <context>
        <name>KeeperTexts</name>
        <message>
            <location filename="wrapped_strings.py" line="-22" />
            <source>The game is over; no more rounds can be entered.</source>
            <translation>Das Spiel ist zu Ende; es kann nichts mehr eingetragen werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The entry does not match the number of players.</source>
            <translation>Der Eintrag passt nicht zur Zahl der Spieler.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Choose who went out: exactly one player ends the round.</source>
            <translation>Wähle, wer die letzte Karte abgelegt hat: Genau ein Spieler beendet den Durchgang.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} does not play this tie-break round.</source>
            <translation>{name} spielt beim Stechen nicht mit.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} plays this tie-break round; enter their points.</source>
            <translation>{name} spielt beim Stechen mit; trage die Minuspunkte ein.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} went out, so must have completed the phase: a hand can only be emptied after laying it down.</source>
            <translation>{name} hat die letzte Karte abgelegt und muss daher die Phase geschafft haben: Die Handkarten werden erst leer, wenn die Phase ausgelegt ist.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} went out and has no cards left, so scores 0 points.</source>
            <translation>{name} hat die letzte Karte abgelegt, hat keine Karten mehr und bekommt 0 Punkte.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} has 0 points, but only one player can go out in a round.</source>
            <translation>{name} hat 0 Punkte, aber nur ein Spieler kann in einem Durchgang die letzte Karte ablegen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: {points} points is not possible; every card scores 5, 10, 15, 20 or 25.</source>
            <translation>{name}: {points} Punkte sind nicht möglich; jede Karte zählt 5, 10, 15, 20 oder 25.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: {points} points is more than the {limit} that {cards} cards can score.</source>
            <translation>{name}: {points} Punkte sind mehr als die {limit}, die {cards} Karten zählen können.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Choose the player who emptied their stock pile.</source>
            <translation>Wähle den Spieler, der seinen Vorratsstapel abgespielt hat.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} emptied the stock pile, so has no stock cards left.</source>
            <translation>{name} hat den Vorratsstapel abgespielt und hat dort keine Karten mehr.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} has no stock cards left, but the game ends as soon as the first player empties the stock pile.</source>
            <translation>{name} hat keine Karten mehr im Vorratsstapel, aber das Spiel endet, sobald der erste Spieler seinen Vorratsstapel abgespielt hat.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: {count} stock cards is more than the stock pile of {size} cards.</source>
            <translation>{name}: {count} Karten sind mehr, als der Vorratsstapel mit {size} Karten hat.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: enter a whole number from 0 up.</source>
            <translation>{name}: Bitte eine ganze Zahl ab 0 eingeben.</translation>
        </message>
        <message>
            <location line="-47" />
            <source>Rule {rule}: {sentence}</source>
            <translation>Regel {rule}: {sentence}</translation>
        </message>
        <message>
            <location line="+56" />
            <source>Wild</source>
            <translation>Joker</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Skip</source>
            <translation>Aussetzen-Karte</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No cards tapped.</source>
            <translation>Noch keine Karte angetippt.</translation>
        </message>
        <message>
            <location line="-10" />
            <source>Enter how many stock cards {name} has left.</source>
            <translation>Bitte eintragen, wie viele Karten {name} noch im Vorratsstapel hat.</translation>
        </message>
    </context>
    <context>
        <name>KeeperWindow</name>
        <message>
            <location filename="../cardtable/ui/keeper/window.py" line="+308" />
            <source>Winner: {names}</source>
            <extracomment>the sheet changed and was saved (the start page's "Unfinished games" list shows it)</extracomment>
            <translation>Sieger: {names}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Next: game {n}</source>
            <translation>Als Nächstes: Spiel {n}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: phase {phase}</source>
            <translation>{name}: Phase {phase}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Next round: {list}</source>
            <translation>Nächster Durchgang: {list}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Keep score: {game}</source>
            <translation>Wertungsblatt: {game}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Undo last round</source>
            <translation>Letzten Durchgang zurücknehmen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Undo last game</source>
            <translation>Letztes Spiel zurücknehmen</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Print…</source>
            <translation>Drucken…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Print preview…</source>
            <translation>Druckvorschau…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Export as PDF…</source>
            <translation>Als PDF speichern…</translation>
        </message>
        <message>
            <location line="-249" />
            <source>The finished sheet could not be put in the history, so it stays open.</source>
            <translation>Das fertige Wertungsblatt konnte nicht in den Verlauf übernommen werden, darum bleibt es offen.</translation>
        </message>
        <message>
            <location line="+244" />
            <source>New sheet</source>
            <translation>Neues Blatt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A new score sheet for the same players and options</source>
            <translation>Ein neues Wertungsblatt mit denselben Spielern und Optionen</translation>
        </message>
    </context>
    <context>
        <name>LayDialog</name>
        <message>
            <location filename="../cardtable/ui/table/games/phase10_laydown.py" line="+58" />
            <source>Lay down your phase</source>
            <translation>Phase auslegen</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Lay down</source>
            <translation>Auslegen</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Group {n}: {kind}</source>
            <translation>Kombination {n}: {kind}</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Group {n}</source>
            <translation>Kombination {n}</translation>
        </message>
        <message>
            <location line="+24" />
            <source>as {value}</source>
            <translation>als {value}</translation>
        </message>
        <message>
            <location line="+6" />
            <source>as red</source>
            <translation>als Rot</translation>
        </message>
        <message>
            <location line="+0" />
            <source>as blue</source>
            <translation>als Blau</translation>
        </message>
        <message>
            <location line="+0" />
            <source>as yellow</source>
            <translation>als Gelb</translation>
        </message>
        <message>
            <location line="+1" />
            <source>as green</source>
            <translation>als Grün</translation>
        </message>
        <message>
            <location line="+24" />
            <source>This lays your phase: press "Lay down".</source>
            <translation>So ist deine Phase vollständig: Drücke „Auslegen“.</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Waiting for the table's answer…</source>
            <translation>Warte auf die Antwort des Tisches…</translation>
        </message>
        <message>
            <location line="-80" />
            <source>{card}: group</source>
            <translation>{card}: Kombination</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{card}: counts as</source>
            <translation>{card}: zählt als</translation>
        </message>
    </context>
    <context>
        <name>LessonChooser</name>
        <message>
            <location filename="../cardtable/ui/tutorial/host.py" line="+44" />
            <source>Learn to play</source>
            <translation>Spielen lernen</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Each lesson is a worked example from the rule booklets, played on the real table. Choose a lesson:</source>
            <translation>Jede Lektion ist ein Beispiel aus den Spielregeln, gespielt auf dem echten Tisch. Wähle eine Lektion:</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Start lesson</source>
            <translation>Lektion starten</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Lessons</source>
            <translation>Lektionen</translation>
        </message>
    </context>
    <context>
        <name>Lessons</name>
        <message>
            <location filename="../cardtable/ui/seat_names.py" line="+48" />
            <location filename="../cardtable/ui/tutorial/texts.py" line="+18" />
            <source>You</source>
            <translation>Du</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/tutorial/texts.py" line="+1" />
            <source>Partner</source>
            <translation>Mitspieler</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Third player</source>
            <translation>Dritter Spieler</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fourth player</source>
            <translation>Vierter Spieler</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Skip-Bo: a turn in six steps</source>
            <translation>Skip-Bo: ein Zug in sechs Schritten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The building pile shows 3 and needs a 4. Drag the 4 from your hand onto it.</source>
            <translation>Der Aufbaustapel zeigt eine 3 und braucht eine 4. Zieh die 4 aus deiner Hand darauf.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Start with the 4 from your hand: only a 4 fits on the 3.</source>
            <translation>Beginnt mit der 4 aus der Hand: nur eine 4 passt auf die 3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Now the pile needs a 5. The top of your first discard pile is a 5: play it.</source>
            <translation>Jetzt braucht der Stapel eine 5. Oben auf deinem ersten Ablagestapel liegt eine 5: Spiel sie.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 5 on top of your discard pile is the card the building pile needs now.</source>
            <translation>Die 5 oben auf deinem Ablagestapel ist genau die Karte, die der Aufbaustapel jetzt braucht.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The pile needs a 6, and the top of your stock pile is a 6. Play it; the next stock card turns up.</source>
            <translation>Der Stapel braucht eine 6, und oben auf deinem Vorratsstapel liegt eine 6. Spiel sie; die nächste Karte wird aufgedeckt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play the 6 from your stock pile: emptying the stock pile is how you win.</source>
            <translation>Spiel die 6 von deinem Vorratsstapel: Wer ihn leert, gewinnt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The stock pile now shows 8, but the pile needs a 7 first. Play the 7 from your hand.</source>
            <translation>Der Vorratsstapel zeigt jetzt eine 8, aber zuerst braucht der Stapel eine 7. Spiel die 7 aus deiner Hand.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The building pile goes up by one: first the 7 from your hand, then the 8.</source>
            <translation>Der Aufbaustapel steigt immer um eins: zuerst die 7 aus der Hand, dann die 8.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Now the 8 from your stock pile fits. Play it.</source>
            <translation>Jetzt passt die 8 von deinem Vorratsstapel. Spiel sie.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play the 8 from the top of your stock pile.</source>
            <translation>Spiel die 8 oben von deinem Vorratsstapel.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The new stock card, a 2, does not fit. End your turn: put the 11 from your hand on your empty third discard pile.</source>
            <translation>Die neue Karte, eine 2, passt nicht. Beende deinen Zug: Leg die 11 aus deiner Hand auf deinen leeren dritten Ablagestapel.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>End the turn by discarding the 11 onto the empty third discard pile.</source>
            <translation>Beende den Zug, indem du die 11 auf den leeren dritten Ablagestapel legst.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Well done! The pile went from 3 to 8 and your stock pile lost two cards. The SKIP-BO card stayed: you may play, but you do not have to play everything. You keep 9 and 10 and draw three next turn.</source>
            <translation>Gut gemacht! Der Stapel ging von 3 bis 8, dein Vorratsstapel ist zwei Karten kleiner. Der SKIP-BO-Joker blieb liegen: Du darfst spielen, musst aber nicht alles spielen. Du behältst 9 und 10 und ziehst im nächsten Zug drei Karten nach.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Skip-Bo: SKIP-BO card as 11, 12 completes the pile</source>
            <translation>Skip-Bo: SKIP-BO-Joker als 11, die 12 vollendet den Stapel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The first building pile shows 9. Play the 10 from your hand on it.</source>
            <translation>Der erste Aufbaustapel zeigt eine 9. Spiel die 10 aus deiner Hand darauf.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play the 10 from your hand on the 9 first.</source>
            <translation>Spiel zuerst die 10 aus deiner Hand auf die 9.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You have no 11, but a SKIP-BO card can stand for any number. Play it on the 10: it counts as 11.</source>
            <translation>Du hast keine 11, aber ein SKIP-BO-Joker kann jede Zahl sein. Spiel ihn auf die 10: Er zählt als 11.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play the SKIP-BO card on the 10; it becomes the 11.</source>
            <translation>Spiel den SKIP-BO-Joker auf die 10; er wird zur 11.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play the 12: it completes the pile, which is set aside and leaves the place empty.</source>
            <translation>Spiel die 12: Sie vollendet den Stapel; er wird zur Seite gelegt und der Platz ist wieder frei.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play the 12 on the 11 to complete the pile.</source>
            <translation>Spiel die 12 auf die 11, um den Stapel zu vollenden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An empty place starts again with 1 only, never with 2. Play your 1 there.</source>
            <translation>Ein leerer Platz beginnt wieder nur mit einer 1, nie mit einer 2. Spiel deine 1 dorthin.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A new building pile must start with 1: play the 1 on the empty place.</source>
            <translation>Ein neuer Aufbaustapel beginnt mit 1: Spiel die 1 auf den leeren Platz.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Well done! A pile that reaches 12 is complete and the next one starts with 1 (or a SKIP-BO card as 1).</source>
            <translation>Gut gemacht! Ein Stapel, der die 12 erreicht, ist vollendet, und der nächste beginnt mit 1 (oder einem SKIP-BO-Joker als 1).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Skip-Bo: empty hand or end of turn</source>
            <translation>Skip-Bo: leere Hand oder Ende des Zuges</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your hand holds only a 7 and the building pile shows 6. Play the 7 on it and watch your hand.</source>
            <translation>Du hast nur noch eine 7 auf der Hand, und der Aufbaustapel zeigt eine 6. Spiel die 7 darauf und achte auf deine Hand.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Build with the 7: play it on the 6.</source>
            <translation>Bau mit der 7: Spiel sie auf die 6.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your hand was used up while building, so you drew five new cards and your turn goes on. End it now: put any hand card on a discard pile.</source>
            <translation>Deine Hand wurde beim Aufbauen leer, also hast du fünf neue Karten gezogen und dein Zug geht weiter. Beende ihn jetzt: Leg eine beliebige Handkarte auf einen Ablagestapel.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>To end the turn, put one hand card on one of your discard piles.</source>
            <translation>Um den Zug zu beenden, leg eine Handkarte auf einen deiner Ablagestapel.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same hand again. This time put the 7 on a discard pile instead: the last card discarded ends the turn, with no new cards.</source>
            <translation>Dieselbe Hand noch einmal. Leg die 7 diesmal auf einen Ablagestapel: Eine abgeworfene Karte beendet den Zug, ohne neue Karten.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This time discard the 7 to see the difference.</source>
            <translation>Wirf diesmal die 7 ab, um den Unterschied zu sehen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Well done! Same card, other destination, other result: a hand used up by building draws five and goes on; a discard ends the turn.</source>
            <translation>Gut gemacht! Gleiche Karte, anderes Ziel, anderes Ergebnis: Wird die Hand beim Aufbauen leer, ziehst du fünf und spielst weiter; Abwerfen beendet den Zug.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Skip-Bo: only the top card of a discard pile plays</source>
            <translation>Skip-Bo: nur die oberste Karte eines Ablagestapels ist spielbar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The first building pile needs a 4. Your discard pile has a 4, but a 9 lies on top of it: only the top card may be played. Use the SKIP-BO card as 4 instead.</source>
            <translation>Der erste Aufbaustapel braucht eine 4. In deinem Ablagestapel liegt eine 4, aber eine 9 darüber: Nur die oberste Karte darf gespielt werden. Nimm stattdessen den SKIP-BO-Joker als 4.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 4 under the 9 cannot be taken. Play the SKIP-BO card on the 3.</source>
            <translation>Die 4 unter der 9 ist nicht erreichbar. Spiel den SKIP-BO-Joker auf die 3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Go on up the pile with the next number from your hand.</source>
            <translation>Bau mit der nächsten Zahl aus deiner Hand weiter.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play the next number from your hand on the first building pile: 5, 6, 7, then 8.</source>
            <translation>Spiel die nächste Zahl aus deiner Hand auf den ersten Aufbaustapel: 5, 6, 7, dann 8.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your hand was used up, so you drew five new cards. The pile needs a 9: now the 9 on your discard pile fits. Play it.</source>
            <translation>Deine Hand war leer, also hast du fünf neue Karten gezogen. Der Stapel braucht eine 9: Jetzt passt die 9 von deinem Ablagestapel. Spiel sie.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play the 9 from the top of your discard pile.</source>
            <translation>Spiel die 9 oben von deinem Ablagestapel.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>With the 9 gone, the 4 is the top card again. End your turn: put a hand card on a discard pile.</source>
            <translation>Ohne die 9 liegt die 4 wieder oben. Beende deinen Zug: Leg eine Handkarte auf einen Ablagestapel.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>End the turn by putting one hand card on a discard pile.</source>
            <translation>Beende den Zug, indem du eine Handkarte auf einen Ablagestapel legst.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Well done! A card on top blocks the cards below it until it is played away.</source>
            <translation>Gut gemacht! Eine Karte oben blockiert die Karten darunter, bis sie weggespielt ist.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase 10: lay down phase 2</source>
            <translation>Phase 10: Phase 2 auslegen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase 2 is a set of 3 and a run of 4. You hold 2 2 2 and 6 7 9: the run lacks the 8, so the phase is not complete and the three 2s may not be laid alone. Take the 8 from the discard pile.</source>
            <translation>Phase 2 ist ein Drilling und eine Viererfolge. Du hast 2 2 2 und 6 7 9: Der Folge fehlt die 8, die Phase ist also nicht komplett, und die drei Zweien dürfen nicht allein ausgelegt werden. Nimm die 8 vom Ablagestapel.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw first: take the 8 from the discard pile, it fills the gap in your run.</source>
            <translation>Zuerst aufnehmen: Nimm die 8 vom Ablagestapel, sie füllt die Lücke in deiner Folge.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Now 2 2 2 and 6 7 8 9 form the whole phase. Select the seven cards and drag them to your phase area, then confirm.</source>
            <translation>Jetzt bilden 2 2 2 und 6 7 8 9 die ganze Phase. Wähl die sieben Karten, zieh sie in deinen Phasenbereich und bestätige.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Lay the whole phase at once: the set 2 2 2 and the run 6 7 8 9.</source>
            <translation>Leg die ganze Phase auf einmal aus: den Drilling 2 2 2 und die Folge 6 7 8 9.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase 2 is done. End your turn by discarding a card.</source>
            <translation>Phase 2 ist geschafft. Beende deinen Zug, indem du eine Karte abwirfst.</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+22" />
            <location line="+16" />
            <location line="+12" />
            <source>End the turn with a discard.</source>
            <translation>Beende den Zug, indem du eine Karte abwirfst.</translation>
        </message>
        <message>
            <location line="-49" />
            <source>Well done! A phase is laid complete or not at all; next round you play phase 3.</source>
            <translation>Gut gemacht! Eine Phase wird nur komplett ausgelegt; im nächsten Durchgang spielst du Phase 3.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase 10: hitting on 5 6 7 8</source>
            <translation>Phase 10: Anlegen an 5 6 7 8</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You have drawn and your phase lies on the table, so you may hit. The run 5 6 7 8 takes a 4 at its low end: hit the 4.</source>
            <translation>Du hast schon aufgenommen und deine Phase liegt aus, also darfst du anlegen. Die Folge 5 6 7 8 nimmt unten eine 4: Leg die 4 an.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hit the 4 on the run 5 6 7 8.</source>
            <translation>Die 4 an die Folge 5 6 7 8 anlegen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>At the high end the run takes a 9. The 10 may not jump the missing 9: hit the 9 first.</source>
            <translation>Oben nimmt die Folge eine 9. Die 10 darf die fehlende 9 nicht überspringen: zuerst die 9 anlegen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 10 cannot go over the gap: hit the 9 first.</source>
            <translation>Die 10 kann die Lücke nicht überspringen: zuerst die 9 anlegen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Now the 10 fits after the 9. Hit it.</source>
            <translation>Jetzt passt die 10 nach der 9. Die 10 anlegen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hit the 10 after the 9.</source>
            <translation>Die 10 nach der 9 anlegen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Runs go from 1 to 12 and do not wrap: the 12 would need an 11 first. Discard the 12.</source>
            <translation>Folgen gehen von 1 bis 12 und nicht im Kreis: Die 12 bräuchte zuerst eine 11. Wirf die 12 ab.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Discard the 12: it does not fit the run.</source>
            <translation>Wirf die 12 ab: Sie passt nicht an die Folge.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Well done! Hits extend a group card by card, without gaps and without 12-1.</source>
            <translation>Gut gemacht! Anlegen verlängert eine Kombination Karte für Karte, ohne Lücken und ohne 12-1.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase 10 classic: hitting on a set and a run</source>
            <translation>Phase 10 klassisch: Anlegen an Drilling und Folge</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your phase lies on the table: a set of three 5s and the run 8 9 10 11. Another 5 fits the set: hit your 5.</source>
            <translation>Deine Phase liegt aus: ein Drilling aus Fünfen und die Folge 8 9 10 11. Eine weitere 5 passt zum Drilling: Du kannst deine 5 anlegen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hit the 5 on the set of 5s.</source>
            <translation>Die 5 an den Drilling aus Fünfen anlegen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The run 8 9 10 11 takes a 7 below it. Hit the 7.</source>
            <translation>Die Folge 8 9 10 11 nimmt unten eine 7. Die 7 anlegen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hit the 7 on the low end of the run.</source>
            <translation>Die 7 unten an die Folge anlegen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>And a 12 above it. Hit the 12.</source>
            <translation>Und oben eine 12. Die 12 anlegen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hit the 12 on the high end of the run.</source>
            <translation>Die 12 oben an die Folge anlegen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Nothing else fits. End your turn by discarding a card.</source>
            <translation>Sonst passt nichts. Beende deinen Zug, indem du eine Karte abwirfst.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Well done! You may hit on your own and on other players' phases once your own phase is laid.</source>
            <translation>Gut gemacht! Sobald deine Phase ausliegt, darfst du an eigene und fremde Phasen anlegen.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase 10: extra cards when laying down</source>
            <translation>Phase 10: zusätzliche Karten beim Auslegen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase 1 is two sets of 3. You hold three 4s, three 9s and another 4: the extra 4 may go down with its set. Lay the 4 4 4 4 and the 9 9 9 together. The three 11s stay in your hand: a third set is not part of the phase.</source>
            <translation>Phase 1 sind zwei Drillinge. Du hast drei Vieren, drei Neunen und noch eine Vier: Die zusätzliche 4 darf mit ihrem Drilling ausgelegt werden. Leg 4 4 4 4 und 9 9 9 zusammen aus. Die drei Elfen bleiben auf deiner Hand: Ein dritter Drilling gehört nicht zur Phase.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Lay exactly two sets, 4 4 4 4 and 9 9 9; a third set of 11s is not allowed.</source>
            <translation>Leg genau zwei Drillinge aus, 4 4 4 4 und 9 9 9; ein dritter Drilling aus Elfen ist nicht erlaubt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>End your turn by discarding the 2.</source>
            <translation>Beende deinen Zug, indem du die 2 abwirfst.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Discard the 2 to end the turn.</source>
            <translation>Wirf die 2 ab, um den Zug zu beenden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Well done! Extra cards that fit may go down with the phase, but never an extra group.</source>
            <translation>Gut gemacht! Passende zusätzliche Karten dürfen mit der Phase ausgelegt werden, aber nie eine zusätzliche Kombination.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase 10 classic: phase 1 with six cards</source>
            <translation>Phase 10 klassisch: Phase 1 mit sechs Karten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase 1 is two sets of 3. You hold two 4s and three 8s. Take the 4 from the discard pile.</source>
            <translation>Phase 1 sind zwei Drillinge. Du hast zwei Vieren und drei Achten. Nimm die 4 vom Ablagestapel.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw first: take the 4 from the discard pile.</source>
            <translation>Zuerst aufnehmen: Nimm die 4 vom Ablagestapel.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Now you have both sets: 4 4 4 and 8 8 8. Select the six cards, drag them to your phase area and confirm.</source>
            <translation>Jetzt hast du beide Drillinge: 4 4 4 und 8 8 8. Wähl die sechs Karten, zieh sie in deinen Phasenbereich und bestätige.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Lay the six cards: the set 4 4 4 and the set 8 8 8.</source>
            <translation>Leg die sechs Karten aus: den Drilling 4 4 4 und den Drilling 8 8 8.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase 1 is done. End your turn by discarding a card.</source>
            <translation>Phase 1 ist geschafft. Beende deinen Zug, indem du eine Karte abwirfst.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Well done! Whoever completes the phase moves on to phase 2 in the next round.</source>
            <translation>Gut gemacht! Wer die Phase schafft, spielt im nächsten Durchgang Phase 2.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase 10: playing a Skip</source>
            <translation>Phase 10: eine Aussetzen-Karte spielen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You have drawn. A Skip ends your turn as your discard: drag it onto the player to your left to make them miss a turn.</source>
            <translation>Du hast schon aufgenommen. Eine Aussetzen-Karte beendet deinen Zug statt des Abwerfens: Zieh sie auf den Spieler links von dir, dann muss er aussetzen.</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+34" />
            <source>Drag the Skip onto the player to your left.</source>
            <translation>Zieh die Aussetzen-Karte auf den Spieler links von dir.</translation>
        </message>
        <message>
            <location line="-33" />
            <source>Well done! On their turn the skipped player only puts the Skip on the discard pile: no drawing, no playing. Nobody can have two Skips in front of them.</source>
            <translation>Gut gemacht! In seinem Zug legt der Spieler nur die Aussetzen-Karte auf den Ablagestapel: er nimmt nicht auf und spielt nicht. Vor niemandem dürfen zwei Aussetzen-Karten liegen.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase 10: the Wild as the seventh blue card</source>
            <translation>Phase 10: der Joker als siebte blaue Karte</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase 8 is seven cards of one colour. You hold six blue cards and a Wild: the Wild can stand for blue. Select the six blue cards and the Wild, drag them to your phase area and confirm.</source>
            <translation>Phase 8 sind sieben Karten einer Farbe. Du hast sechs blaue Karten und einen Joker: Der Joker kann für Blau stehen. Wähl die sechs blauen Karten und den Joker, zieh sie in deinen Phasenbereich und bestätige.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Lay the six blue cards with the Wild as the seventh blue card.</source>
            <translation>Leg die sechs blauen Karten mit dem Joker als siebter blauer Karte aus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase 8 is done. End your turn by discarding a card.</source>
            <translation>Phase 8 ist geschafft. Beende deinen Zug, indem du eine Karte abwirfst.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Well done! A Wild fills any gap, but a phase needs at least one real number card, and a laid Wild keeps what it stands for until the round ends.</source>
            <translation>Gut gemacht! Ein Joker füllt jede Lücke, aber eine Phase braucht mindestens eine echte Zahlenkarte, und ein ausgelegter Joker behält seine Bedeutung bis zum Ende des Durchgangs.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase 10: counting the cards left after a round</source>
            <translation>Phase 10: Minuspunkte nach einem Durchgang zählen</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+27" />
            <source>Your phase is laid and one card is left. Discard the 2 to go out: the round ends at once.</source>
            <translation>Deine Phase liegt aus und du hast noch eine Karte. Wirf die 2 ab und leg damit die letzte Karte ab: Der Durchgang endet sofort.</translation>
        </message>
        <message>
            <location line="-26" />
            <location line="+17" />
            <location line="+10" />
            <source>Discard your last card, the 2, to go out.</source>
            <translation>Wirf die 2 ab und leg damit die letzte Karte ab.</translation>
        </message>
        <message>
            <location line="-26" />
            <source>The round is over. The others count the cards left in their hands as penalty points: 1-9 are 5 points, 10-12 are 10, a Skip 15 and a Wild 25. Partner kept 3, 11 and a Wild: 5 + 10 + 25 = 40. The fourth player kept a Skip: 15. Both laid their phase, so both still move on to phase 2; the score sheet shows the totals.</source>
            <translation>Der Durchgang ist vorbei. Die anderen zählen ihre Handkarten als Minuspunkte: 1-9 zählen 5 Punkte, 10-12 zählen 10, eine Aussetzen-Karte 15 und ein Joker 25. Der Mitspieler hat 3, 11 und einen Joker behalten: 5 + 10 + 25 = 40. Der vierte Spieler hat eine Aussetzen-Karte behalten: 15. Beide haben ihre Phase ausgelegt und spielen trotzdem im nächsten Durchgang Phase 2; das Wertungsblatt zeigt die Summen.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Phase 10: who wins at the end</source>
            <translation>Phase 10: wer am Ende gewinnt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This game plays only phases 9 and 10. You and Partner have laid phase 10; the third player is still on phase 9 with the fewest points. Discard the 2 to go out and end the game.</source>
            <translation>Dieses Spiel hat nur die Phasen 9 und 10. Du und der Mitspieler habt Phase 10 ausgelegt; der dritte Spieler ist noch in Phase 9 und hat die wenigsten Punkte. Wirf die 2 ab, leg damit die letzte Karte ab und beende das Spiel.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The game is over. Completing phase 10 comes first: the third player has fewer points than Partner but did not complete phase 10, so Partner places ahead. Among those who completed phase 10, fewer points win: you, with 0 against 125.</source>
            <translation>Das Spiel ist vorbei. Zuerst zählt, wer Phase 10 geschafft hat: Der dritte Spieler hat weniger Punkte als der Mitspieler, hat Phase 10 aber nicht geschafft, also liegt der Mitspieler vorn. Unter denen, die Phase 10 geschafft haben, gewinnt, wer weniger Punkte hat: du, mit 0 gegen 125.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase 10 classic: the Skip goes under the discard pile</source>
            <translation>Phase 10 klassisch: die Aussetzen-Karte kommt unter den Ablagestapel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You have drawn. Play the Skip as the last card of your turn: drag it onto the player to your left.</source>
            <translation>Du hast schon aufgenommen. Spiel die Aussetzen-Karte als letzte Karte deines Zuges: Zieh sie auf den Spieler links von dir.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Well done! The skipped player misses the turn: as the only action the Skip is put under the discard pile, so nobody can take it.</source>
            <translation>Gut gemacht! Der Spieler muss aussetzen: als einzige Aktion legt er die Aussetzen-Karte unter den Ablagestapel, damit niemand sie aufnehmen kann.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase 10 classic: a Joker left in the hand counts 20</source>
            <translation>Phase 10 klassisch: ein Joker auf der Hand zählt 20</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The round is over. In the classic rules a Wild left in the hand counts 20 penalty points: Partner kept 3, 11 and a Wild, 5 + 10 + 20 = 35. The fourth player kept a Skip: 15.</source>
            <translation>Der Durchgang ist vorbei. In den klassischen Regeln zählt ein Joker auf der Hand 20 Minuspunkte: der Mitspieler hat 3, 11 und einen Joker behalten, 5 + 10 + 20 = 35. Der vierte Spieler hat eine Aussetzen-Karte behalten: 15.</translation>
        </message>
        <message>
            <location line="-25" />
            <source>Phase 10: three rounds for four players, who is on which phase?</source>
            <translation>Phase 10: drei Durchgänge mit vier Spielern – wer spielt welche Phase?</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A</source>
            <translation>A</translation>
        </message>
        <message>
            <location line="+1" />
            <source>B</source>
            <translation>B</translation>
        </message>
        <message>
            <location line="+1" />
            <source>C</source>
            <translation>C</translation>
        </message>
        <message>
            <location line="+1" />
            <source>D</source>
            <translation>D</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round 1: all four play phase 1. A, B and D have laid their phase, C has not. Watch: A discards the last card and goes out, so the round ends at once. The tick shows who completed the phase.</source>
            <translation>Durchgang 1: Alle vier spielen Phase 1. A, B und D haben ihre Phase ausgelegt, C nicht. Sieh zu: A legt die letzte Karte ab, damit ist der Durchgang sofort beendet. Das Häkchen zeigt, wer seine Phase geschafft hat.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round 2: A, B and D play phase 2. B and D did not go out, but they laid phase 1, and that is what counts. C did not lay it and plays phase 1 again. This time A and C lay their phase, and C goes out.</source>
            <translation>Durchgang 2: A, B und D spielen Phase 2. B und D haben nicht die letzte Karte abgelegt, aber Phase 1 ausgelegt, und nur darauf kommt es an. C hat sie nicht ausgelegt und spielt noch einmal Phase 1. Diesmal legen A und C ihre Phase aus, und C legt die letzte Karte ab.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round 3: A plays phase 3. Going out in round 2 only completed C's phase 1, so C plays phase 2 now, not phase 3. B and D lay phase 2 and D goes out; A and C do not lay theirs.</source>
            <translation>Durchgang 3: A spielt Phase 3. Mit der letzten Karte in Durchgang 2 hat C nur Phase 1 geschafft, also spielt C jetzt Phase 2, nicht Phase 3. B und D legen Phase 2 aus, und D legt die letzte Karte ab; A und C legen ihre Phase nicht aus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round 3 is over. Who is on which phase now? Choose the phase each player plays in the next round, then check your answer.</source>
            <translation>Durchgang 3 ist vorbei. Wer ist jetzt in welcher Phase? Wähle für jeden Spieler die Phase, die er im nächsten Durchgang spielt, und prüfe dann deine Antwort.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not quite. Look at the ticks of round 3: whoever laid the phase moves up one, whoever did not plays the same phase again. Going out does not matter.</source>
            <translation>Noch nicht ganz. Schau auf die Häkchen von Durchgang 3: Wer die Phase ausgelegt hat, rückt eine Phase vor, wer nicht, spielt dieselbe Phase noch einmal. Ob jemand die letzte Karte abgelegt hat, spielt dabei keine Rolle.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Right! Round 4 is dealt with A on phase 3, B on phase 3, C on phase 2 and D on phase 3. Each player moves up by their own phase, at most one per round, and every round starts with ten new cards: nothing laid stays on the table.</source>
            <translation>Richtig! Durchgang 4 beginnt mit A in Phase 3, B in Phase 3, C in Phase 2 und D in Phase 3. Jeder rückt mit seiner eigenen Phase vor, höchstens eine pro Durchgang, und jeder Durchgang beginnt mit zehn neuen Karten: Ausgelegtes bleibt nicht liegen.</translation>
        </message>
    </context>
    <context>
        <name>LevelTexts</name>
        <message>
            <location filename="../cardtable/ui/games/skipbo.py" line="+31" />
            <source>Plays its stock card whenever it can, but looks at only a few ways to play its turn.</source>
            <translation>Spielt seine Vorratskarte, wann immer es geht, prüft aber nur wenige Möglichkeiten für seinen Zug.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Looks at thousands of ways to play its turn to bring its stock card closer, and often keeps back cards that would help the next player.</source>
            <translation>Prüft Tausende Möglichkeiten für seinen Zug, um seine Vorratskarte näher ins Spiel zu bringen, und hält oft Karten zurück, die dem nächsten Spieler helfen würden.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Looks at every way to play its turn, saves its SKIP-BO cards and keeps back cards that would help the next player; against one opponent it also plays out their possible answers.</source>
            <translation>Prüft jede Möglichkeit für seinen Zug, spart seine SKIP-BO-Joker und hält Karten zurück, die dem nächsten Spieler helfen würden; gegen nur einen Gegner spielt es auch dessen mögliche Antworten durch.</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/games/phase10.py" line="+31" />
            <source>Collects cards for its phase, but sometimes overlooks a useful discard and skips players at random.</source>
            <translation>Sammelt Karten für seine Phase, übersieht aber manchmal eine nützliche Karte auf dem Ablagestapel und lässt zufällig jemanden aussetzen.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Counts the cards it has not seen yet, avoids discarding what the next player needs and skips the most dangerous player.</source>
            <translation>Zählt die Karten, die es noch nicht gesehen hat, wirft nichts ab, was der nächste Spieler braucht, und lässt den gefährlichsten Spieler aussetzen.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Plays like Medium, also watches what each player picks up, avoids cards it would be stuck with after laying its phase and, once its phase is down, skips the leader who has not laid yet.</source>
            <translation>Spielt wie Mittel, achtet zusätzlich darauf, was jeder Spieler aufnimmt, meidet Karten, auf denen es nach dem Auslegen der Phase sitzen bliebe, und lässt, sobald seine Phase ausliegt, den Führenden aussetzen, der noch nicht ausgelegt hat.</translation>
        </message>
    </context>
    <context>
        <name>Lists</name>
        <message>
            <location filename="../cardtable/controller/remote_texts.py" line="+55" />
            <location filename="../cardtable/ui/seat_names.py" line="+30" />
            <source>, </source>
            <translation>, </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="wrapped_strings.py" line="+368" />
            <source>&amp;Game</source>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Open &amp;recent</source>
            <translation>&amp;Zuletzt geöffnet</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Save</source>
            <translation>&amp;Speichern</translation>
        </message>
        <message>
            <location line="+17" />
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Play</source>
            <translation>&amp;Zug</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Hint</source>
            <translation>&amp;Tipp</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/window/window_docks.py" line="+58" />
            <source>&amp;Score sheet</source>
            <extracomment>Narrower windows start a game without the score-sheet dock: beside it the table would be drawn too small (text below 11 px at 1024x700).</extracomment>
            <translation>&amp;Wertungsblatt</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="+1" />
            <source>Zoom &amp;in</source>
            <translation>Ver&amp;größern</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Zoom &amp;out</source>
            <translation>Ver&amp;kleinern</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Reset zoom</source>
            <translation>&amp;Originalgröße</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Settings</source>
            <translation>&amp;Einstellungen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Rules</source>
            <translation>&amp;Regeln</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;About cardtable</source>
            <translation>Ü&amp;ber cardtable</translation>
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
            <translation>Spielende</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Your turn, {name}</source>
            <translation>Du bist am Zug, {name}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} is playing</source>
            <translation>{name} ist am Zug</translation>
        </message>
        <message>
            <location line="-58" />
            <source>The game could not be saved automatically: {reason}</source>
            <translation>Das Spiel konnte nicht automatisch gespeichert werden: {reason}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>cardtable saved games (*.cardtable)</source>
            <translation>Gespeicherte cardtable-Spiele (*.cardtable)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open a saved game</source>
            <translation>Gespeichertes Spiel öffnen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cannot open the game</source>
            <translation>Spiel kann nicht geöffnet werden</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save the game</source>
            <translation>Spiel speichern</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cannot save the game</source>
            <translation>Spiel kann nicht gespeichert werden</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Saved to {file}</source>
            <translation>Gespeichert unter {file}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>(none)</source>
            <translation>(keine)</translation>
        </message>
        <message>
            <location line="+40" />
            <source>No move to suggest right now.</source>
            <translation>Im Moment gibt es keinen Zug vorzuschlagen.</translation>
        </message>
        <message>
            <location line="-449" />
            <source>The operating system refused: {reason}</source>
            <translation>Das Betriebssystem hat abgelehnt: {reason}</translation>
        </message>
        <message>
            <location line="+401" />
            <source>Games cannot be saved automatically</source>
            <translation>Spiele können nicht automatisch gespeichert werden</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{reason}

Games will not be saved automatically. You can still save a game with Save as… in another folder.</source>
            <oldsource>{reason}

Games will not be saved automatically. You can still save a game with Save as... in another folder.</oldsource>
            <translation>{reason}

Spiele werden nicht automatisch gespeichert. Mit „Speichern unter…“ kannst du ein Spiel weiterhin in einem anderen Ordner speichern.</translation>
        </message>
        <message>
            <location line="-207" />
            <source>Cannot delete the saved game</source>
            <translation>Das gespeicherte Spiel kann nicht gelöscht werden</translation>
        </message>
        <message>
            <location line="+6" />
            <source>A copy was kept as {file} so that it can be sent with a bug report.</source>
            <translation>Eine Kopie wurde als {file} aufbewahrt, damit sie mit einem Fehlerbericht gesendet werden kann.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>It was left unchanged at {file}.</source>
            <translation>Sie wurde unverändert unter {file} belassen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An automatic save cannot be read</source>
            <translation>Ein automatisch gespeichertes Spiel ist nicht lesbar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An automatically saved game could not be read and cannot be resumed.</source>
            <translation>Ein automatisch gespeichertes Spiel konnte nicht gelesen werden und kann nicht fortgesetzt werden.</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/window/window_endings.py" line="+107" />
            <source>History</source>
            <translation>Verlauf</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="+230" />
            <source>&amp;Edit</source>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <location line="-15" />
            <source>&amp;New game…</source>
            <translation>&amp;Neues Spiel…</translation>
        </message>
        <message>
            <location line="-7" />
            <source>&amp;Open…</source>
            <translation>Ö&amp;ffnen…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Save &amp;as…</source>
            <translation>Speichern &amp;unter…</translation>
        </message>
        <message>
            <location line="+6" />
            <source>&amp;Print score sheet…</source>
            <translation>Wertungsblatt &amp;drucken…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Print pre&amp;view…</source>
            <translation>Druck&amp;vorschau…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Export score sheet as PDF…</source>
            <translation>Wertungsblatt als PDF &amp;exportieren…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Print &amp;blank score sheet…</source>
            <translation>&amp;Leeres Wertungsblatt drucken…</translation>
        </message>
        <message>
            <location line="+3" />
            <source>S&amp;tatistics…</source>
            <translation>S&amp;tatistik…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;History…</source>
            <translation>Ve&amp;rlauf…</translation>
        </message>
        <message>
            <location line="+14" />
            <source>&amp;Preferences…</source>
            <translation>&amp;Programmeinstellungen…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Learn to play…</source>
            <translation>Spielen &amp;lernen…</translation>
        </message>
        <message>
            <location line="-10" />
            <source>&amp;Pause the computer players</source>
            <translation>Computerspieler &amp;anhalten</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Round over: deal the next round when you are ready</source>
            <translation>Durchgang beendet: Gib den nächsten Durchgang, wenn du so weit bist</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Paused: {name} plays next</source>
            <translation>Angehalten: {name} ist als Nächstes dran</translation>
        </message>
        <message>
            <location line="-28" />
            <source>&amp;Keep score…</source>
            <translation>&amp;Wertungsblatt führen…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep the score sheet of a game played with real cards</source>
            <translation>Das Wertungsblatt für ein Spiel mit echten Karten führen</translation>
        </message>
        <message>
            <location line="-14" />
            <source>Open as rep&amp;lay…</source>
            <translation>&amp;Als Wiederholung öffnen…</translation>
        </message>
        <message>
            <location line="-221" />
            <source>Delete the unfinished game</source>
            <translation>Angefangenes Spiel löschen</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The game stays in the list of unfinished games.</source>
            <translation>Das Spiel bleibt in der Liste der angefangenen Spiele.</translation>
        </message>
        <message>
            <location line="-192" />
            <source>This game cannot be saved.</source>
            <translation>Dieses Spiel kann nicht gespeichert werden.</translation>
        </message>
        <message>
            <location line="+186" />
            <source>{game} with {players}, saved {date}</source>
            <translation>{game} mit {players}, gespeichert am {date}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>This game is open in another window, so it cannot be deleted.</source>
            <translation>Dieses Spiel ist in einem anderen Fenster geöffnet und kann darum nicht gelöscht werden.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Delete this unfinished game?</source>
            <translation>Dieses angefangene Spiel löschen?</translation>
        </message>
        <message>
            <location line="+1" />
            <source>It cannot be brought back.</source>
            <translation>Es kann nicht wiederhergestellt werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Delete</source>
            <translation>Löschen</translation>
        </message>
        <message>
            <location line="+231" />
            <source>&amp;Close game</source>
            <translation>S&amp;piel schließen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Back to the start page (an unfinished game stays in its list)</source>
            <translation>Zurück zur Startseite (ein angefangenes Spiel bleibt in seiner Liste)</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/window/window_docks.py" line="+1" />
            <source>&amp;Moves</source>
            <translation>Spiel&amp;züge</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="-22" />
            <source>There is no game to save.</source>
            <translation>Es gibt kein Spiel zum Speichern.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A lesson cannot be saved; start it again from Help &gt; Learn to play.</source>
            <translation>Eine Lektion kann nicht gespeichert werden; starte sie wieder über Hilfe &gt; Spielen lernen.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Save the game in a new file</source>
            <translation>Das Spiel in einer neuen Datei speichern</translation>
        </message>
        <message>
            <location line="-6" />
            <source>The host keeps a network table's game; it is in your history once it is over.</source>
            <translation>Das Spiel an einem Netzwerktisch bewahrt der Gastgeber auf; sobald es vorbei ist, steht es in deinem Verlauf.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>&amp;Join a table…</source>
            <translation>An einen T&amp;isch setzen…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play at another computer's table: its address and table code</source>
            <translation>An einem Tisch auf einem anderen Computer spielen: mit seiner Adresse und seinem Tischcode</translation>
        </message>
        <message>
            <location line="-231" />
            <source>Seat {n}</source>
            <translation>Platz {n}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Network table {code}: {game} with {players}, saved {date}</source>
            <translation>Netzwerktisch {code}: {game} mit {players}, gespeichert am {date}</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/window/main_window.py" line="+189" />
            <source>Card table: {game}</source>
            <translation>Kartentisch: {game}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Card table</source>
            <translation>Kartentisch</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="+264" />
            <source>Your turn</source>
            <translation>Du bist am Zug</translation>
        </message>
        <message>
            <location line="-259" />
            <source>This game's folder cannot be written, so the game cannot be deleted.</source>
            <translation>In den Ordner dieses Spiels kann nicht geschrieben werden, darum kann das Spiel nicht gelöscht werden.</translation>
        </message>
    </context>
    <context>
        <name>MatchGameDialog</name>
        <message>
            <location filename="../cardtable/ui/dialogs/match_summary.py" line="+101" />
            <source>{name} emptied the stock pile first and scores {points} points.</source>
            <translation>{name} hat den Vorratsstapel zuerst geleert und erhält {points} Punkte.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Shared win of this game: {names}</source>
            <translation>Geteilter Sieg in diesem Spiel: {names}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This game ended without a winner.</source>
            <translation>Dieses Spiel endete ohne Sieger.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Game {n} of the match finished</source>
            <translation>Spiel {n} der Serie beendet</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Stock cards left</source>
            <translation>Vorratsstapel</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Points this game</source>
            <translation>Punkte in diesem Spiel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Match total</source>
            <translation>Summe der Serie</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The match goes on until a player reaches {target} points. Game {n} is dealt next.</source>
            <translation>Die Serie geht weiter, bis ein Spieler {target} Punkte erreicht. Als Nächstes wird Spiel {n} ausgeteilt.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Deal next game</source>
            <translation>Nächstes Spiel geben</translation>
        </message>
    </context>
    <context>
        <name>MatchLength</name>
        <message>
            <location filename="../cardtable/ui/stats/history_window.py" line="-34" />
            <source>{n} games</source>
            <translation>{n} Spiele</translation>
        </message>
    </context>
    <context>
        <name>MoveLog</name>
        <message>
            <location filename="wrapped_strings.py" line="+81" />
            <source>{name} drew a card from the draw pile</source>
            <translation>{name} hat eine Karte vom Aufnahmestapel aufgenommen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} took {card} from the discard pile</source>
            <translation>{name} hat {card} vom Ablagestapel genommen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} could not draw a card</source>
            <translation>{name} konnte keine Karte aufnehmen</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>The discard pile was shuffled into a new draw pile (%n card(s))</source>
            <oldsource>The discard pile was shuffled into a new draw pile ({count} cards)</oldsource>
            <translation>
                <numerusform>Der Ablagestapel wurde zu einem neuen Aufnahmestapel gemischt (%n Karte)</numerusform>
                <numerusform>Der Ablagestapel wurde zu einem neuen Aufnahmestapel gemischt (%n Karten)</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>{name} laid down the phase</source>
            <translation>{name} hat die Phase ausgelegt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} added {card} to group {group} of {owner}</source>
            <translation>{name} hat {card} an Kombination {group} von {owner} angelegt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} discarded {card}</source>
            <translation>{name} hat {card} abgeworfen</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{name} is skipped and loses this turn</source>
            <translation>{name} setzt aus und verliert diesen Zug</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The first discard is a Skip: {name} is skipped</source>
            <translation>Die erste offene Karte ist eine Aussetzen-Karte: {name} setzt aus</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} knocked and took {card}</source>
            <translation>{name} hat geklopft und {card} genommen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} did not knock</source>
            <translation>{name} hat nicht geklopft</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} went out</source>
            <translation>{name} hat die letzte Karte abgelegt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round {round} is over</source>
            <translation>Durchgang {round} ist zu Ende</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} dealt round {round}</source>
            <translation>{name} hat Durchgang {round} gegeben</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The game is over</source>
            <translation>Das Spiel ist zu Ende</translation>
        </message>
        <message>
            <location line="+44" />
            <source>{name} played {card} from the stock pile on building pile {pile}</source>
            <translation>{name} hat {card} vom Vorratsstapel auf Aufbaustapel {pile} gespielt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} played {card} from a discard pile on building pile {pile}</source>
            <translation>{name} hat {card} von einem Ablagestapel auf Aufbaustapel {pile} gespielt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} played {card} on building pile {pile}</source>
            <translation>{name} hat {card} auf Aufbaustapel {pile} gespielt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Building pile {pile} is complete and set aside</source>
            <translation>Aufbaustapel {pile} ist vollendet und wird beiseitegelegt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} filled the hand up to five cards</source>
            <translation>{name} hat die Hand auf fünf Karten aufgefüllt</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>A new draw pile was shuffled (%n card(s))</source>
            <oldsource>A new draw pile was shuffled ({count} cards)</oldsource>
            <translation>
                <numerusform>Ein neuer Nachziehstapel wurde gemischt (%n Karte)</numerusform>
                <numerusform>Ein neuer Nachziehstapel wurde gemischt (%n Karten)</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>{name} discarded {card} on discard pile {pile}</source>
            <translation>{name} hat {card} auf Ablagestapel {pile} abgeworfen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} ended the turn</source>
            <translation>{name} hat den Zug beendet</translation>
        </message>
        <message>
            <location line="+1" />
            <source>It is {name}'s turn</source>
            <translation>{name} ist am Zug</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game {game} is dealt, {name} starts</source>
            <translation>Spiel {game} ist gegeben, {name} beginnt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{names} won the match</source>
            <translation>{names} hat die Serie gewonnen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{names} won game {game}</source>
            <translation>{names} hat Spiel {game} gewonnen</translation>
        </message>
        <message numerus="yes">
            <location line="-6" />
            <source>The table was stuck: building and discard piles became a new draw pile (%n card(s))</source>
            <oldsource>The table was stuck: building and discard piles became a new draw pile ({count} cards)</oldsource>
            <translation>
                <numerusform>Das Spiel war festgefahren: Aufbau- und Ablagestapel wurden zu einem neuen Nachziehstapel gemischt (%n Karte)</numerusform>
                <numerusform>Das Spiel war festgefahren: Aufbau- und Ablagestapel wurden zu einem neuen Nachziehstapel gemischt (%n Karten)</numerusform>
            </translation>
        </message>
        <message>
            <location line="-51" />
            <source>{name} took back the last move</source>
            <translation>{name} hat den letzten Spielzug zurückgenommen</translation>
        </message>
        <message>
            <location line="-297" />
            <source>Game {n}</source>
            <translation>Spiel {n}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round {n}</source>
            <translation>Durchgang {n}</translation>
        </message>
        <message>
            <location line="+283" />
            <source>{name} laid the phase: {cards}</source>
            <translation>{name} hat die Phase ausgelegt: {cards}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{name} put a Skip in front of {target}</source>
            <translation>{name} hat {target} eine Aussetzen-Karte vorgelegt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} chose {target} for the Skip (not given yet)</source>
            <translation>{name} hat {target} für die Aussetzen-Karte gewählt (noch nicht gegeben)</translation>
        </message>
        <message>
            <location line="-299" />
            <source>Nice!</source>
            <translation>Super!</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your turn!</source>
            <translation>Du bist dran!</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Oops!</source>
            <translation>Hoppla!</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One moment, please</source>
            <translation>Moment bitte</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Thanks!</source>
            <translation>Danke!</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Good game!</source>
            <translation>Gutes Spiel!</translation>
        </message>
        <message>
            <location line="+1" />
            <source>» {name}: {text}</source>
            <translation>» {name}: {text}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} lost the connection.</source>
            <translation>{name} hat die Verbindung verloren.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A computer plays for {name} until they are back.</source>
            <translation>Ein Computer spielt für {name} bis zur Rückkehr.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} is back at the table.</source>
            <translation>{name} ist wieder am Tisch.</translation>
        </message>
    </context>
    <context>
        <name>MoveLogDock</name>
        <message>
            <location filename="../cardtable/ui/docks/move_log.py" line="+311" />
            <source>Moves</source>
            <translation>Spielzüge</translation>
        </message>
    </context>
    <context>
        <name>NetworkBar</name>
        <message>
            <location filename="wrapped_strings.py" line="+68" />
            <source>Waiting for {name} to reconnect…</source>
            <translation>Warte, bis {name} wieder verbunden ist…</translation>
        </message>
        <message>
            <location line="-3" />
            <source>Let a computer play for {name}</source>
            <translation>Einen Computer für {name} spielen lassen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{action} (in {seconds} s)</source>
            <translation>{action} (in {seconds} s)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{computer} plays until {name} is back.</source>
            <translation>{computer} spielt, bis {name} zurück ist.</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../cardtable/ui/dialogs/new_game.py" line="+252" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Game:</source>
            <translation>Spiel:</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="-101" />
            <source>Edition:</source>
            <translation>Ausgabe:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Edition 2026</source>
            <translation>Ausgabe 2026</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Classic edition</source>
            <translation>Klassische Ausgabe</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Number cards in a phase:</source>
            <translation>Zahlenkarten in einer Phase:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>At least one per phase</source>
            <translation>Mindestens eine pro Phase</translation>
        </message>
        <message>
            <location line="+1" />
            <source>At least one per group</source>
            <translation>Mindestens eine pro Kombination</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not required (any number of Wilds)</source>
            <translation>Nicht nötig (beliebig viele Joker)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Exactly 10 rounds</source>
            <translation>Genau 10 Durchgänge</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Knock (claim a discard out of turn)</source>
            <translation>Klopfen (abgeworfene Karte außer der Reihe nehmen)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phases played</source>
            <translation>Gespielte Phasen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>First five</source>
            <translation>Die ersten fünf</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Even</source>
            <translation>Gerade</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Odd</source>
            <translation>Ungerade</translation>
        </message>
        <message>
            <location line="+1" />
            <source>All</source>
            <translation>Alle</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stock pile size:</source>
            <translation>Größe des Vorratsstapels:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Standard (30, or 20 with 5-6 players)</source>
            <translation>Standard (30, bei 5–6 Spielern 20)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Who starts:</source>
            <translation>Wer beginnt:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The youngest player</source>
            <translation>Der jüngste Spieler</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The player left of the dealer</source>
            <translation>Der Spieler links vom Geber</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A chosen player</source>
            <translation>Ein ausgewählter Spieler</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Who is youngest?</source>
            <translation>Wer ist am jüngsten?</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Starting player:</source>
            <translation>Startspieler:</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Match scoring: first to 500 points</source>
            <translation>Gesamtwertung: Sieger ist, wer zuerst 500 Punkte hat</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/dialogs/new_game.py" line="+5" />
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Number of players:</source>
            <translation>Anzahl der Spieler:</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+76" />
            <location line="+83" />
            <source>Seat {n}</source>
            <translation>Platz {n}</translation>
        </message>
        <message>
            <location line="-135" />
            <source>Human</source>
            <translation>Mensch</translation>
        </message>
        <message>
            <location line="-19" />
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/dialogs/level_texts.py" line="+25" />
            <location filename="../cardtable/ui/dialogs/new_game.py" line="+4" />
            <source>Easy</source>
            <translation>Leicht</translation>
        </message>
        <message>
            <location line="+1" />
            <location filename="../cardtable/ui/dialogs/new_game.py" line="+1" />
            <source>Medium</source>
            <translation>Mittel</translation>
        </message>
        <message>
            <location line="+1" />
            <location filename="../cardtable/ui/dialogs/new_game.py" line="+1" />
            <source>Hard</source>
            <translation>Schwer</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/dialogs/new_game.py" line="+3" />
            <source>Seed (optional):</source>
            <translation>Startwert (optional):</translation>
        </message>
        <message>
            <location line="+1" />
            <source>empty = a new random deal</source>
            <translation>leer = zufällig neu geben</translation>
        </message>
        <message>
            <location line="+73" />
            <source>Player {n}</source>
            <translation>Spieler {n}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Computer {n}</source>
            <translation>Computer {n}</translation>
        </message>
        <message>
            <location line="+72" />
            <source>Please give seat {n} a name.</source>
            <translation>Bitte gib Platz {n} einen Namen.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Every player needs a different name.</source>
            <translation>Jeder Spieler braucht einen anderen Namen.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The seed must be a whole number, or empty for a random deal.</source>
            <translation>Der Startwert muss eine ganze Zahl sein. Bleibt das Feld leer, wird zufällig gemischt.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The seed is too large.</source>
            <translation>Der Startwert ist zu groß.</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="-7" />
            <source>Choose at least one phase to play.</source>
            <translation>Wähle mindestens eine Phase aus.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>With {n} players the stock pile holds at most {limit} cards.</source>
            <translation>Bei {n} Spielern hat der Vorratsstapel höchstens {limit} Karten.</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/dialogs/new_game.py" line="+13" />
            <source>This game is not available in this version.</source>
            <translation>Dieses Spiel ist in dieser Version nicht verfügbar.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>These options are not possible: {reason}</source>
            <translation>Diese Einstellungen sind nicht möglich: {reason}</translation>
        </message>
        <message>
            <location line="-204" />
            <source>Allow taking back a move within your turn (Edit &gt; Undo)</source>
            <translation>Spielzüge im eigenen Zug zurücknehmen erlauben (Bearbeiten &gt; Rückgängig)</translation>
        </message>
        <message>
            <location line="+63" />
            <source>&lt;b&gt;{level}&lt;/b&gt;: {text}</source>
            <translation>&lt;b&gt;{level}&lt;/b&gt;: {text}</translation>
        </message>
        <message>
            <location line="-60" />
            <source>Play with others over the network</source>
            <translation>Mit anderen über das Netzwerk spielen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This computer hosts the table; the others join it from their computers with Game &gt; Join a table… and the table's code.</source>
            <translation>Dieser Computer eröffnet den Tisch; die anderen setzen sich von ihren Computern aus mit Spiel &gt; An einen Tisch setzen… und dem Tischcode dazu.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Invited (plays on another computer)</source>
            <translation>Eingeladen (spielt an einem anderen Computer)</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+32" />
            <location line="+47" />
            <source>their own name</source>
            <translation>der eigene Name</translation>
        </message>
        <message>
            <location line="+85" />
            <source>Invite at least one player, or play without the network.</source>
            <translation>Lade mindestens einen Spieler ein oder spiele ohne Netzwerk.</translation>
        </message>
        <message>
            <location line="-170" />
            <source>Seat {n}: name</source>
            <translation>Platz {n}: Name</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Seat {n}: who plays</source>
            <translation>Platz {n}: wer spielt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Seat {n}: computer level</source>
            <translation>Platz {n}: Spielstärke des Computers</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Player at this computer</source>
            <translation>Spieler an diesem Computer</translation>
        </message>
        <message>
            <location line="+147" />
            <source>At a network table at least one player sits at this computer.</source>
            <translation>An einem Netzwerktisch sitzt mindestens ein Spieler an diesem Computer.</translation>
        </message>
        <message>
            <location line="-185" />
            <source>New game over the network</source>
            <translation>Neues Spiel über das Netzwerk</translation>
        </message>
    </context>
    <context>
        <name>Phase10Page</name>
        <message>
            <location filename="../cardtable/ui/stats/pages.py" line="+92" />
            <location line="+16" />
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location line="-16" />
            <source>Games</source>
            <translation>Spiele</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Phases per round</source>
            <translation>Phasen je Durchgang</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rounds per game</source>
            <translation>Durchgänge je Spiel</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Penalty points per round</source>
            <translation>Minuspunkte je Durchgang</translation>
        </message>
        <message>
            <location line="+16" />
            <source>How often each phase failed for:</source>
            <translation>Wie oft jede Phase nicht geschafft wurde von:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Share of rounds in which the phase was not laid</source>
            <translation>Anteil der Durchgänge, in denen die Phase nicht ausgelegt wurde</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No Phase 10 rounds recorded yet.</source>
            <translation>Noch keine Phase-10-Durchgänge gespeichert.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Phase failed</source>
            <translation>Phase nicht geschafft</translation>
        </message>
        <message>
            <location line="-22" />
            <source>Rounds in which each phase was not laid, of the rounds it was played:</source>
            <translation>Durchgänge, in denen die Phase nicht ausgelegt wurde, von den Durchgängen, in denen sie gespielt wurde:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase {n}</source>
            <translation>Phase {n}</translation>
        </message>
    </context>
    <context>
        <name>PlayersDialog</name>
        <message>
            <location filename="../cardtable/ui/stats/players_dialog.py" line="+66" />
            <location line="+31" />
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location line="-30" />
            <source>Names typed at the seats are remembered here. Rename a player, or merge two entries that are the same person.</source>
            <translation>Hier stehen die Namen, die an den Plätzen eingegeben wurden. Benenne einen Spieler um oder führe zwei Einträge derselben Person zusammen.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>{name} (1 game)</source>
            <translation>{name} (1 Spiel)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{name} ({n} games)</source>
            <translation>{name} ({n} Spiele)</translation>
        </message>
        <message>
            <location line="+23" />
            <source>Rename</source>
            <translation>Umbenennen</translation>
        </message>
        <message>
            <location line="+0" />
            <source>New name:</source>
            <translation>Neuer Name:</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Merge</source>
            <translation>Zusammenführen</translation>
        </message>
        <message>
            <location line="+0" />
            <source>{name} is the same person as:</source>
            <translation>{name} ist dieselbe Person wie:</translation>
        </message>
        <message>
            <location line="-50" />
            <source>Rename…</source>
            <translation>Umbenennen…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Merge into…</source>
            <translation>Zusammenführen mit…</translation>
        </message>
    </context>
    <context>
        <name>PlayersPage</name>
        <message>
            <location filename="../cardtable/ui/stats/pages.py" line="-68" />
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Games</source>
            <translation>Spiele</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Wins</source>
            <translation>Siege</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Win rate</source>
            <translation>Siegquote</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Against {who}</source>
            <translation>Gegen {who}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Best streak</source>
            <translation>Längste Siegesserie</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Current streak</source>
            <translation>Aktuelle Siegesserie</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{rate} of {games}</source>
            <translation>{rate} von {games}</translation>
        </message>
    </context>
    <context>
        <name>PrivacyScreen</name>
        <message>
            <location filename="../cardtable/ui/dialogs/privacy.py" line="+64" />
            <source>Pass to {name} - click when ready</source>
            <translation>Gib das Gerät an {name} weiter – klicke, wenn du bereit bist</translation>
        </message>
        <message>
            <location line="+1" />
            <source>I am {name}, show my cards</source>
            <translation>Ich bin {name}, zeig meine Karten</translation>
        </message>
    </context>
    <context>
        <name>QuestionForm</name>
        <message>
            <location filename="../cardtable/ui/tutorial/question.py" line="+54" />
            <source>Chec&amp;k answer</source>
            <translation>Antwort &amp;prüfen</translation>
        </message>
        <message>
            <location line="+27" />
            <source>{player}: {choice}</source>
            <translation>{player}: {choice}</translation>
        </message>
    </context>
    <context>
        <name>RefusalBubble</name>
        <message>
            <location filename="wrapped_strings.py" line="+252" />
            <source>Rule {rule}</source>
            <translation>Regel {rule}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Why?</source>
            <translation>Warum?</translation>
        </message>
        <message>
            <location line="+1" />
            <source>({shortcut})</source>
            <translation>({shortcut})</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the rules at the rule that refused your move</source>
            <translation>Öffnet die Spielregeln bei der Regel, die deinen Zug abgelehnt hat</translation>
        </message>
    </context>
    <context>
        <name>Rematch</name>
        <message>
            <location line="-176" />
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Another game with the same people?</source>
            <translation>Noch ein Spiel mit denselben Leuten?</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} proposes another game: accepted by {accepted}</source>
            <translation>{name} schlägt noch ein Spiel vor: angenommen von {accepted}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{proposal}; waiting for {waiting}</source>
            <translation>{proposal}; es fehlt noch: {waiting}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} does not want another game now.</source>
            <translation>{name} möchte jetzt kein weiteres Spiel.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} withdrew the proposal of another game.</source>
            <translation>{name} hat den Vorschlag für noch ein Spiel zurückgezogen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not everybody accepted another game in time.</source>
            <translation>Nicht alle haben rechtzeitig noch ein Spiel angenommen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play again</source>
            <translation>Noch einmal spielen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Propose another game with the same people at this table</source>
            <translation>Schlag an diesem Tisch noch ein Spiel mit denselben Leuten vor</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Accept</source>
            <translation>Annehmen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Decline</source>
            <translation>Ablehnen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Withdraw</source>
            <translation>Zurückziehen</translation>
        </message>
    </context>
    <context>
        <name>RemoteGame</name>
        <message>
            <location line="-130" />
            <source>Seat {n}</source>
            <translation>Platz {n}</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Watching</source>
            <translation>Du schaust zu</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Watching: {status}</source>
            <translation>Du schaust zu: {status}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Connecting to the table…</source>
            <translation>Verbinde mit dem Tisch…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Everybody is here: the game can start</source>
            <translation>Alle sind da: das Spiel kann beginnen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Waiting for players: {joined} of {total} seats taken</source>
            <translation>Warte auf Spieler: {joined} von {total} Plätzen besetzt</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not connected: {names}</source>
            <translation>Nicht verbunden: {names}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This table speaks network version {theirs} (cardtable {app}); this app speaks version {ours}. Use the same version of cardtable as the host.</source>
            <translation>Dieser Tisch nutzt die Netzwerkversion {theirs} (cardtable {app}); diese App nutzt Version {ours}. Verwende dieselbe Version von cardtable wie der Gastgeber.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>There is no table with this code at this address.</source>
            <translation>Unter dieser Adresse gibt es keinen Tisch mit diesem Code.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every seat at this table is taken.</source>
            <translation>Alle Plätze an diesem Tisch sind besetzt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The table no longer knows this seat.</source>
            <translation>Der Tisch kennt diesen Platz nicht mehr.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The table was closed.</source>
            <translation>Der Tisch wurde geschlossen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This seat was taken over by another window.</source>
            <translation>Ein anderes Fenster hat diesen Platz übernommen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The host refuses more connections from this computer for now; try again later.</source>
            <translation>Der Gastgeber nimmt von diesem Computer gerade keine weiteren Verbindungen an; versuche es später noch einmal.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This table has as many spectators as it takes.</source>
            <translation>An diesem Tisch schauen schon so viele zu, wie er zulässt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The table cannot be reached. Check the address and that the host is running.</source>
            <translation>Der Tisch ist nicht erreichbar. Prüfe die Adresse und ob der Gastgeber läuft.</translation>
        </message>
        <message>
            <location line="-10" />
            <source>Waiting for {name} to reconnect…</source>
            <translation>Warte, bis {name} wieder verbunden ist…</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Waiting for the host: reconnecting…</source>
            <translation>Warte auf den Gastgeber: verbinde neu…</translation>
        </message>
    </context>
    <context>
        <name>Replay</name>
        <message>
            <location filename="../cardtable/ui/replay/log.py" line="+86" />
            <source>{name} drew {card} from the draw pile</source>
            <translation>{name} hat {card} vom Aufnahmestapel aufgenommen</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="+190" />
            <source>This game of the history is damaged and cannot be replayed.</source>
            <translation>Dieses Spiel im Verlauf ist beschädigt und kann nicht wiederholt werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cannot show the replay</source>
            <translation>Wiederholung nicht möglich</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open a saved game as a replay</source>
            <translation>Gespeichertes Spiel als Wiederholung öffnen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cardtable saved games (*.cardtable)</source>
            <translation>Gespeicherte cardtable-Spiele (*.cardtable)</translation>
        </message>
    </context>
    <context>
        <name>ReplayTableView</name>
        <message>
            <location filename="../cardtable/ui/replay/table.py" line="+43" />
            <source>The game is over: every hand lies face up.</source>
            <translation>Das Spiel ist zu Ende: Alle Handkarten liegen offen.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Replay: {name} plays next (every hand face up)</source>
            <translation>Wiederholung: {name} ist als Nächstes am Zug (alle Handkarten offen)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Replay: {name} plays next (only {viewer}'s cards are shown)</source>
            <translation>Wiederholung: {name} ist als Nächstes am Zug (nur die Karten von {viewer} sind zu sehen)</translation>
        </message>
        <message>
            <location line="-7" />
            <source>The round is over: every hand lies face up. The next step deals.</source>
            <translation>Der Durchgang ist zu Ende: Alle Handkarten liegen offen. Der nächste Schritt gibt neu.</translation>
        </message>
    </context>
    <context>
        <name>ReplayWindow</name>
        <message>
            <location filename="../cardtable/ui/replay/window.py" line="+160" />
            <source>Replay: {title}</source>
            <translation>Wiederholung: {title}</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Replay</source>
            <translation>Wiederholung</translation>
        </message>
        <message>
            <location line="+10" />
            <source>|◀ Start</source>
            <translation>|◀ Anfang</translation>
        </message>
        <message>
            <location line="+0" />
            <source>To the deal (Home)</source>
            <translation>Zum Geben (Pos1)</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Previous round</source>
            <translation>Voriger Durchgang</translation>
        </message>
        <message>
            <location line="+0" />
            <source>To the start of this or the previous round (Page Up)</source>
            <translation>Zum Anfang dieses oder des vorigen Durchgangs (Bild auf)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>◀ Back</source>
            <translation>◀ Zurück</translation>
        </message>
        <message>
            <location line="+0" />
            <source>One move back (Left)</source>
            <translation>Einen Zug zurück (Pfeil links)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Forward ▶</source>
            <translation>Weiter ▶</translation>
        </message>
        <message>
            <location line="+0" />
            <source>One move forward (Right)</source>
            <translation>Einen Zug weiter (Pfeil rechts)</translation>
        </message>
        <message>
            <location line="-6" />
            <source>Next round</source>
            <translation>Nächster Durchgang</translation>
        </message>
        <message>
            <location line="+0" />
            <source>To the start of the next round (Page Down)</source>
            <translation>Zum Anfang des nächsten Durchgangs (Bild ab)</translation>
        </message>
        <message>
            <location line="+8" />
            <source>End ▶|</source>
            <translation>Ende ▶|</translation>
        </message>
        <message>
            <location line="+0" />
            <source>To the end (End)</source>
            <translation>Zum Ende (Ende)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Speed:</source>
            <translation>Tempo:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slow</source>
            <translation>Langsam</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Fast</source>
            <translation>Schnell</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Very fast</source>
            <translation>Sehr schnell</translation>
        </message>
        <message>
            <location line="-14" />
            <source>Jump to the start of a round</source>
            <translation>Zum Anfang eines Durchgangs springen</translation>
        </message>
        <message>
            <location line="-6" />
            <source>Previous game</source>
            <translation>Voriges Spiel</translation>
        </message>
        <message>
            <location line="+0" />
            <source>To the start of this or the previous game (Page Up)</source>
            <translation>Zum Anfang dieses oder des vorigen Spiels (Bild auf)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Next game</source>
            <translation>Nächstes Spiel</translation>
        </message>
        <message>
            <location line="+0" />
            <source>To the start of the next game (Page Down)</source>
            <translation>Zum Anfang des nächsten Spiels (Bild ab)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Jump to the start of a game</source>
            <translation>Zum Anfang eines Spiels springen</translation>
        </message>
        <message>
            <location line="+26" />
            <location line="+112" />
            <source>Continue from here</source>
            <translation>Von hier weiterspielen</translation>
        </message>
        <message>
            <location line="-111" />
            <source>Deck order…</source>
            <translation>Kartenreihenfolge…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every deal and reshuffle of the game, card by card</source>
            <translation>Jedes Geben und jedes Mischen des Spiels, Karte für Karte</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Only for a finished game: it would show hidden cards</source>
            <translation>Nur bei einem beendeten Spiel: sonst würde es verdeckte Karten zeigen</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Move {n} of {total}</source>
            <translation>Zug {n} von {total}</translation>
        </message>
        <message>
            <location line="+12" />
            <source>A new game from this position, with the same players and options; the recorded game stays as it is</source>
            <translation>Ein neues Spiel ab dieser Stelle, mit denselben Spielern und Einstellungen; das aufgezeichnete Spiel bleibt, wie es ist</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A new game from this position: you choose the computer player whose seat you take over; the recorded game stays as it is</source>
            <translation>Ein neues Spiel ab dieser Stelle: Du wählst den Computerspieler, dessen Platz du übernimmst; das aufgezeichnete Spiel bleibt, wie es ist</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Only a game against the computer can be continued from a replay</source>
            <translation>Nur ein Spiel gegen den Computer kann aus einer Wiederholung weitergespielt werden</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The game is over: go back to a move before the end to continue from there</source>
            <translation>Das Spiel ist vorbei: Geh zu einem Zug vor dem Ende zurück, um von dort weiterzuspielen</translation>
        </message>
        <message>
            <location line="+4" />
            <location line="+2" />
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Play ▶</source>
            <translation>Abspielen ▶</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play the moves one after another (Space)</source>
            <translation>Die Züge nacheinander abspielen (Leertaste)</translation>
        </message>
        <message>
            <location line="+72" />
            <source>Which player's seat do you take over? The others stay computer players.</source>
            <translation>Wessen Platz übernimmst du? Die anderen bleiben Computerspieler.</translation>
        </message>
        <message>
            <location line="-115" />
            <source>Position in the game</source>
            <translation>Stelle im Spiel</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Play</source>
            <translation>Abspielen</translation>
        </message>
    </context>
    <context>
        <name>RoundSummaryDialog</name>
        <message>
            <location filename="../cardtable/ui/dialogs/round_summary.py" line="+146" />
            <source>Round {n} finished</source>
            <translation>Durchgang {n} beendet</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The round is over.</source>
            <translation>Der Durchgang ist zu Ende.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Points this round</source>
            <translation>Punkte im Durchgang</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <location line="-48" />
            <source>sat out</source>
            <translation>hat ausgesetzt</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Phase {n} completed: moves up to phase {next}</source>
            <translation>Phase {n} geschafft: weiter zu Phase {next}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase {n} completed</source>
            <translation>Phase {n} geschafft</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase {n} not completed: moves on to phase {next}</source>
            <translation>Phase {n} nicht geschafft: weiter zu Phase {next}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase {n} not completed: plays it again</source>
            <translation>Phase {n} nicht geschafft: noch einmal</translation>
        </message>
        <message>
            <location line="+13" />
            <source>went out: no cards left</source>
            <translation>hat die letzte Karte abgelegt: keine Karten mehr</translation>
        </message>
        <message>
            <location line="+21" />
            <source>{name} went out. Every hand is shown face up on the table.</source>
            <translation>{name} hat die letzte Karte abgelegt. Alle Handkarten liegen offen auf dem Tisch.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Phase</source>
            <translation>Phase</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Deal next round</source>
            <translation>Nächsten Durchgang geben</translation>
        </message>
        <message>
            <location line="-6" />
            <source>Cards left</source>
            <translation>Restkarten</translation>
        </message>
    </context>
    <context>
        <name>RuleHelp</name>
        <message>
            <location filename="../cardtable/ui/window/rule_help.py" line="+58" />
            <source>Why? Read rule {rule}</source>
            <translation>Warum? Regel {rule} lesen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the rules at the rule that refused your move</source>
            <translation>Öffnet die Spielregeln bei der Regel, die deinen Zug abgelehnt hat</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Explain the last refused move</source>
            <translation>Letzten abgelehnten Zug &amp;erklären</translation>
        </message>
    </context>
    <context>
        <name>RuleMessages</name>
        <message>
            <location filename="../cardtable/ui/rule_messages.py" line="+33" />
            <source>That is not a card of the Phase 10 deck.</source>
            <translation>Diese Karte gehört nicht zum Phase-10-Spiel.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase 10 is played by 2 to 6 players.</source>
            <translation>Phase 10 spielen 2 bis 6 Spieler.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play goes clockwise, starting left of the dealer.</source>
            <translation>Gespielt wird im Uhrzeigersinn, beginnend links vom Geber.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every player plays their own current phase.</source>
            <translation>Jeder Spieler spielt seine eigene aktuelle Phase.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Skip turned up at the start skips the first player.</source>
            <translation>Liegt zu Beginn eine Aussetzen-Karte offen, setzt der erste Spieler aus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One card can belong to one group only.</source>
            <translation>Eine Karte kann nur zu einer Kombination gehören.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Two sets of a phase may share the same value.</source>
            <translation>Die beiden Gruppen gleicher Karten einer Phase dürfen denselben Wert haben.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This phase has no room for that group: a phase never gets an extra group.</source>
            <translation>Für diese Kombination ist in der Phase kein Platz: Eine Phase bekommt nie eine zusätzliche Kombination.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Runs use the values 1 to 12 only; 12 and 1 are not next to each other.</source>
            <translation>Folgen bestehen nur aus den Werten 1 bis 12; auf 12 folgt nicht die 1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw exactly one card, from the draw pile or the discard pile; a Skip cannot be taken from the discard pile.</source>
            <translation>Nimm genau eine Karte auf, vom Aufnahmestapel oder vom Ablagestapel; eine Aussetzen-Karte darf nicht vom Ablagestapel genommen werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Only your complete current phase can be laid down, once per round, before you discard.</source>
            <translation>Du kannst nur deine vollständige aktuelle Phase auslegen, einmal pro Durchgang und bevor du abwirfst.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Extra cards laid with the phase must extend the phase's own groups.</source>
            <translation>Zusätzliche Karten, die mit der Phase ausgelegt werden, müssen die Kombinationen dieser Phase erweitern.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You may hit only after laying down your own phase, and the card must fit the group.</source>
            <translation>Anlegen darfst du erst, nachdem du deine eigene Phase ausgelegt hast, und die Karte muss zur Kombination passen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>End your turn by discarding one card.</source>
            <translation>Beende deinen Zug, indem du eine Karte abwirfst.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The round is over: a player went out.</source>
            <translation>Der Durchgang ist zu Ende: Ein Spieler hat die letzte Karte abgelegt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>There is no card to draw.</source>
            <translation>Es gibt keine Karte zum Aufnehmen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Wild stands for any value or colour, but this edition needs at least one number card here.</source>
            <translation>Ein Joker ersetzt jeden Wert und jede Farbe, aber in dieser Ausgabe muss hier mindestens eine Zahlenkarte liegen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A laid Wild stays where it is until the round ends.</source>
            <translation>Ein ausgelegter Joker bleibt bis zum Ende des Durchgangs liegen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Skip can never be part of a phase or a hit.</source>
            <translation>Eine Aussetzen-Karte kann nie Teil einer Phase sein und nie angelegt werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Skip is played as your discard, in front of an opponent you choose.</source>
            <translation>Eine Aussetzen-Karte wird als deine Abwurfkarte vor einen Gegner deiner Wahl gelegt.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cards left in the hand score penalty points.</source>
            <translation>Karten, die noch auf der Hand sind, zählen als Minuspunkte.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Only players who laid their phase advance to the next phase.</source>
            <translation>Nur Spieler, die ihre Phase ausgelegt haben, kommen in die nächste Phase.</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+27" />
            <source>The game is over.</source>
            <translation>Das Spiel ist zu Ende.</translation>
        </message>
        <message>
            <location line="-26" />
            <source>In this variant everybody moves on one phase after each of the 10 rounds.</source>
            <translation>In dieser Variante rücken alle nach jedem der 10 Durchgänge eine Phase weiter.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Only the chosen phases are played in this game.</source>
            <translation>In diesem Spiel werden nur die ausgewählten Phasen gespielt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Knocking is not possible now: only another player may claim a discard, and nobody may knock twice in a row.</source>
            <translation>Klopfen ist jetzt nicht möglich: Nur ein anderer Spieler darf eine abgeworfene Karte beanspruchen, und niemand darf zweimal hintereinander klopfen.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>That is not a card of the Skip-Bo deck.</source>
            <translation>Diese Karte gehört nicht zum Skip-Bo-Spiel.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Skip-Bo is played by 2 to 6 players.</source>
            <translation>Skip-Bo spielen 2 bis 6 Spieler.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That player does not start this game.</source>
            <translation>Dieser Spieler beginnt dieses Spiel nicht.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Only the top card of your own stock pile can be played.</source>
            <translation>Nur die oberste Karte deines eigenen Vorratsstapels darf gespielt werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cards from the draw pile only refill the hand.</source>
            <translation>Karten vom Nachziehstapel füllen nur die Hand auf.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>There are at most four building piles.</source>
            <translation>Es gibt höchstens vier Aufbaustapel.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You have at most four discard piles, and only their top cards can be played.</source>
            <translation>Du hast höchstens vier Ablagestapel, und nur ihre obersten Karten dürfen gespielt werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>First fill your hand up to five cards.</source>
            <translation>Fülle zuerst deine Hand auf fünf Karten auf.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play onto building piles from your hand, your stock pile or your own discard piles.</source>
            <translation>Spiele aus der Hand, vom Vorratsstapel oder von deinen eigenen Ablagestapeln auf die Aufbaustapel.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The next stock card is turned up once the top one is played.</source>
            <translation>Ist die oberste Karte des Vorratsstapels gespielt, wird die nächste aufgedeckt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>With an empty hand you draw five more cards and go on.</source>
            <translation>Ist deine Hand leer, nimmst du fünf neue Karten auf und spielst weiter.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>End your turn by discarding one hand card onto one of your discard piles.</source>
            <translation>Beende deinen Zug, indem du eine Handkarte auf einen deiner Ablagestapel abwirfst.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Only hand cards can be discarded, and only the top card of a discard pile can be played.</source>
            <translation>Abwerfen kannst du nur Handkarten, und von einem Ablagestapel darf nur die oberste Karte gespielt werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An empty building pile starts only with a 1 or a SKIP-BO card.</source>
            <translation>Ein leerer Aufbaustapel beginnt nur mit einer 1 oder einem SKIP-BO-Joker.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A card must be exactly one higher than the top of the building pile.</source>
            <translation>Eine Karte muss genau um eins höher sein als die oberste Karte des Aufbaustapels.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A building pile that reaches 12 is complete and set aside.</source>
            <translation>Ein Aufbaustapel, der bis 12 reicht, ist vollendet und wird beiseitegelegt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The completed building piles are shuffled into a new draw pile.</source>
            <translation>Die vollendeten Aufbaustapel werden zu einem neuen Nachziehstapel gemischt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game is over: a player emptied their stock pile.</source>
            <translation>Das Spiel ist zu Ende: Ein Spieler hat seinen Vorratsstapel aufgebraucht.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The match is scored to 500 points.</source>
            <translation>Gewertet wird bis 500 Punkte.</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+12" />
            <source>It is not your turn.</source>
            <translation>Du bist nicht am Zug.</translation>
        </message>
        <message>
            <location line="-10" />
            <source>This lesson asks for another move: see the coach panel.</source>
            <translation>Diese Lektion verlangt einen anderen Zug: siehe die Anleitung.</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="+20" />
            <source>This building pile needs a {needed}.</source>
            <translation>Dieser Aufbaustapel braucht eine {needed}.</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/rule_messages.py" line="+156" />
            <source>Rule {rule}: {sentence}</source>
            <translation>Regel {rule}: {sentence}</translation>
        </message>
        <message>
            <location line="-161" />
            <source>The game is blocked: for a long time nobody played a stock card.</source>
            <translation>Das Spiel ist blockiert: Lange Zeit hat niemand eine Karte aus seinem Vorratsstapel gespielt.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>There is no move of this turn that can be taken back.</source>
            <translation>In diesem Zug gibt es keinen Spielzug, der sich zurücknehmen lässt.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Nobody has proposed another game.</source>
            <translation>Niemand hat noch ein Spiel vorgeschlagen.</translation>
        </message>
        <message>
            <location line="+78" />
            <source>This table does not allow taking back moves.</source>
            <translation>An diesem Tisch dürfen Spielzüge nicht zurückgenommen werden.</translation>
        </message>
        <message>
            <location line="-124" />
            <source>That player already has a Skip in front of them: choose another player.</source>
            <translation>Vor diesem Spieler liegt schon eine Aussetzen-Karte: Wähle einen anderen Spieler.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Skip that you go out with has no effect: discard it to go out.</source>
            <translation>Eine Aussetzen-Karte, mit der du deine letzte Karte ablegst, hat keine Wirkung: Wirf sie einfach ab.</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="-19" />
            <source>Draw a card first: from the draw pile or the discard pile.</source>
            <translation>Nimm zuerst eine Karte auf: vom Aufnahmestapel oder vom Ablagestapel.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You have already drawn: lay down, hit or end your turn by discarding a card.</source>
            <translation>Du hast schon aufgenommen: Jetzt auslegen, anlegen oder den Zug mit einer abgeworfenen Karte beenden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Skip cannot be taken from the discard pile: draw from the draw pile.</source>
            <translation>Eine Aussetzen-Karte darf nicht vom Ablagestapel genommen werden: Nimm vom Aufnahmestapel.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase {phase} needs {needs}: {values} misses {missing}.</source>
            <translation>Phase {phase} verlangt: {needs}. Bei {values} fehlt {missing}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A run has no gaps: {values} misses {missing}.</source>
            <translation>Eine Folge hat keine Lücken: Bei {values} fehlt {missing}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase {phase} needs {needs}: one group has {have} cards, it needs {size}.</source>
            <translation>Phase {phase} verlangt: {needs}. Eine Kombination hat {have} Karten, nötig sind {size}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase {phase} needs {needs}: no other group can be laid.</source>
            <translation>Phase {phase} verlangt: {needs}. Eine weitere Kombination ist nicht erlaubt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Phase {phase} needs {needs}: lay all of it at once.</source>
            <translation>Phase {phase} verlangt: {needs}. Lege alles auf einmal aus.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Another game can be proposed once this one is over.</source>
            <translation>Noch ein Spiel kannst du vorschlagen, sobald dieses vorbei ist.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Lay your own phase first; then you may add cards to laid groups.</source>
            <translation>Lege zuerst deine eigene Phase aus; danach darfst du an ausgelegte Kombinationen anlegen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Drop the Skip on an opponent's box: that player loses the next turn.</source>
            <translation>Lege die Aussetzen-Karte auf das Feld eines Gegners: Dieser Spieler setzt beim nächsten Zug aus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This set takes only {value}s (or a Wild): {card} does not fit.</source>
            <translation>Diese Gruppe gleicher Karten nimmt nur {value}er (oder einen Joker): {card} passt nicht.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This run takes only {ends} (or a Wild): {card} does not fit.</source>
            <translation>Diese Folge nimmt nur {ends} (oder einen Joker): {card} passt nicht.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This colour group takes only {colour} cards (or a Wild): {card} does not fit.</source>
            <translation>Diese Farbgruppe nimmt nur {colour}e Karten (oder einen Joker): {card} passt nicht.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>red</source>
            <translation>rot</translation>
        </message>
        <message>
            <location line="+1" />
            <source>blue</source>
            <translation>blau</translation>
        </message>
        <message>
            <location line="+1" />
            <source>yellow</source>
            <translation>gelb</translation>
        </message>
        <message>
            <location line="+1" />
            <source>green</source>
            <translation>grün</translation>
        </message>
        <message>
            <location line="-11" />
            <source>Give the chosen Skip first, or take that choice back (Ctrl+Z).</source>
            <translation>Gib zuerst die gewählte Aussetzen-Karte oder nimm diese Wahl zurück (Strg+Z).</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/rule_messages.py" line="+34" />
            <source>That move is not possible now.</source>
            <translation>Dieser Zug ist jetzt nicht möglich.</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+2" />
            <source>You are watching this table.</source>
            <translation>Du schaust an diesem Tisch nur zu.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game has not started yet.</source>
            <translation>Das Spiel hat noch nicht begonnen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The round is over: deal the next round first.</source>
            <translation>Der Durchgang ist beendet: Gib zuerst den nächsten Durchgang.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The table has moved on; look again.</source>
            <translation>Am Tisch ist inzwischen etwas passiert; schau noch einmal hin.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>That is not a move of this game.</source>
            <translation>Das ist kein Zug dieses Spiels.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The table cannot do that now.</source>
            <translation>Das geht an diesem Tisch gerade nicht.</translation>
        </message>
        <message>
            <location line="-1" />
            <source>Only the person who opened the table can start the game.</source>
            <translation>Nur wer den Tisch eröffnet hat, kann das Spiel starten.</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="-6" />
            <source>Wait a moment: the player may come back. A computer can take over after a short wait.</source>
            <translation>Warte noch einen Moment, vielleicht kommt die Person zurück. Nach einer kurzen Wartezeit kann ein Computer übernehmen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That player is at the table: no computer needs to stand in.</source>
            <translation>Diese Person ist am Tisch: Kein Computer muss für sie spielen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A computer already plays that seat.</source>
            <translation>Diesen Platz spielt schon ein Computer.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Only another player at the table can ask for that.</source>
            <translation>Darum kann nur eine andere Person am Tisch bitten.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game has already started.</source>
            <translation>Das Spiel hat schon begonnen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not every seat is taken yet: start with computers in the empty seats.</source>
            <translation>Noch sind nicht alle Plätze besetzt: Starte mit Computern auf den freien Plätzen.</translation>
        </message>
        <message>
            <location line="-8" />
            <source>Group {n} is a set: its cards must have one value, these have {values}.</source>
            <translation>Kombination {n} ist eine Gruppe gleicher Karten: Alle brauchen denselben Wert, hier sind es {values}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Group {n} is a colour group: its cards must have one colour, these are {colours}.</source>
            <translation>Kombination {n} ist eine Farbgruppe: Alle Karten brauchen dieselbe Farbe, hier sind es {colours}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Group {n} is a run: each value only once, {value} is there more than once.</source>
            <translation>Kombination {n} ist eine Folge: Jeder Wert kommt nur einmal vor, {value} kommt mehrmals vor.</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../cardtable/ui/dialogs/rules_help.py" line="+100" />
            <source>The rules text is not installed.</source>
            <translation>Der Regeltext ist nicht installiert.</translation>
        </message>
        <message>
            <location line="+7" />
            <location line="+6" />
            <source>Rules</source>
            <translation>Regeln</translation>
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
            <translation>Spiel:</translation>
        </message>
    </context>
    <context>
        <name>SaveMessages</name>
        <message>
            <location filename="wrapped_strings.py" line="-147" />
            <source>The file {path} does not exist.</source>
            <translation>Die Datei {path} existiert nicht.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{path} is a folder, not a saved game.</source>
            <translation>{path} ist ein Ordner, kein gespeichertes Spiel.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{path} is not a regular file.</source>
            <translation>{path} ist keine normale Datei.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file {path} cannot be read: {reason}</source>
            <translation>Die Datei {path} kann nicht gelesen werden: {reason}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file {path} is too large to be a saved game.</source>
            <translation>Die Datei {path} ist zu groß für ein gespeichertes Spiel.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file {path} is empty.</source>
            <translation>Die Datei {path} ist leer.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file is not a text file.</source>
            <translation>Die Datei ist keine Textdatei.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file is incomplete: it ends too early.</source>
            <translation>Die Datei ist unvollständig: Sie endet zu früh.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file is damaged (not valid JSON).</source>
            <translation>Die Datei ist beschädigt (kein gültiges JSON).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file is damaged (nested too deeply).</source>
            <translation>Die Datei ist beschädigt (zu tief verschachtelt).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file is not a cardtable saved game.</source>
            <translation>Die Datei ist kein gespeichertes cardtable-Spiel.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file has no format version.</source>
            <translation>Die Datei hat keine Formatversion.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file's format version is damaged.</source>
            <translation>Die Formatversion der Datei ist beschädigt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file was saved by a newer version of cardtable; please update the app.</source>
            <translation>Die Datei wurde mit einer neueren Version von cardtable gespeichert; bitte aktualisiere die App.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file's format is too old to be read.</source>
            <translation>Das Format der Datei ist zu alt, um es zu lesen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file's older format could not be converted.</source>
            <translation>Das ältere Format der Datei konnte nicht umgewandelt werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file holds a game this version does not know.</source>
            <translation>Die Datei enthält ein Spiel, das diese Version nicht kennt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file was changed or damaged: its moves do not lead to its saved position.</source>
            <translation>Die Datei wurde verändert oder ist beschädigt: Ihre Züge führen nicht zur gespeicherten Spielstellung.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file was changed or damaged: move {index} is not allowed (rule {rule}).</source>
            <translation>Die Datei wurde verändert oder ist beschädigt: Zug {index} ist nicht erlaubt (Regel {rule}).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file {path} could not be written: {reason}</source>
            <translation>Die Datei {path} konnte nicht geschrieben werden: {reason}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The data folder {path} cannot be used: {reason}</source>
            <translation>Der Datenordner {path} kann nicht verwendet werden: {reason}</translation>
        </message>
        <message>
            <location line="-24" />
            <source>The file is damaged and cannot be opened.</source>
            <translation>Die Datei ist beschädigt und kann nicht geöffnet werden.</translation>
        </message>
        <message>
            <location line="+25" />
            <source>The file {path} could not be deleted: {reason}</source>
            <translation>Die Datei {path} konnte nicht gelöscht werden: {reason}</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheetDock</name>
        <message>
            <location filename="../cardtable/ui/scoresheet/dock.py" line="+178" />
            <source>Score sheet</source>
            <extracomment>The dock's share of the window's width when it first docks (the table has priority). A player's column never gets narrower than this (pixels); only then the sheet scrolls.</extracomment>
            <translation>Wertungsblatt</translation>
        </message>
        <message>
            <location line="+20" />
            <source>No game.</source>
            <translation>Kein Spiel.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Edition 2026</source>
            <translation>Ausgabe 2026</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Classic edition</source>
            <translation>Klassische Ausgabe</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Exactly 10 rounds</source>
            <translation>Genau 10 Durchgänge</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Fewer phases: {phases}</source>
            <translation>Weniger Phasen: {phases}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Knock</source>
            <translation>Klopfen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Match scoring: first to {target} points</source>
            <translation>Gesamtwertung: Sieger ist, wer zuerst {target} Punkte hat</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Winner: {names}</source>
            <translation>Sieger: {names}</translation>
        </message>
        <message>
            <location line="-10" />
            <source>✓ = phase completed, * = went out; below: the total</source>
            <translation>✓ = Phase geschafft, * = letzte Karte abgelegt; darunter: Summe</translation>
        </message>
        <message>
            <location line="+2" />
            <source>★ = winner</source>
            <translation>★ = Sieger</translation>
        </message>
        <message>
            <location line="+0" />
            <source>★ = in the lead</source>
            <translation>★ = in Führung</translation>
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
            <translation>Sieger</translation>
        </message>
        <message>
            <location line="+0" />
            <source>In the lead</source>
            <translation>In Führung</translation>
        </message>
        <message>
            <location line="+7" />
            <location line="+3" />
            <source>Round {n}</source>
            <translation>Durchgang {n}</translation>
        </message>
        <message>
            <location line="-2" />
            <source>(tie-break)</source>
            <translation>(Stechen)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Game {n}</source>
            <translation>Spiel {n}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Current phase</source>
            <translation>Aktuelle Phase</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stock cards left</source>
            <translation>Vorratsstapel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Total (to {target})</source>
            <translation>Summe (bis {target})</translation>
        </message>
        <message>
            <location line="+85" />
            <source>Phase {phase} completed.</source>
            <translation>Phase {phase} geschafft.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Phase {phase} not completed.</source>
            <translation>Phase {phase} nicht geschafft.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{points} penalty points this round, {total} in total.</source>
            <translation>{points} Minuspunkte in diesem Durchgang, insgesamt {total}.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Went out.</source>
            <translation>Hat die letzte Karte abgelegt.</translation>
        </message>
        <message>
            <location line="-10" />
            <source>{stock} stock cards left, {points} points, {total} in total.</source>
            <translation>Noch {stock} Karten im Vorratsstapel, {points} Punkte, insgesamt {total}.</translation>
        </message>
        <message>
            <location line="-98" />
            <source>{name}: {state}</source>
            <translation>{name}: {state}</translation>
        </message>
        <message>
            <location line="+49" />
            <source>not played yet</source>
            <translation>noch nicht gespielt</translation>
        </message>
        <message>
            <location line="+2" />
            <source>sat out</source>
            <translation>hat ausgesetzt</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{row}, {player}: {value}</source>
            <translation>{row}, {player}: {value}</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheetPrinting</name>
        <message>
            <location filename="wrapped_strings.py" line="+108" />
            <source>Score sheet</source>
            <translation>Wertungsblatt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>There is no game to print.</source>
            <translation>Es gibt kein Spiel zum Drucken.</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Export as PDF</source>
            <translation>Als PDF exportieren</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The PDF could not be written:
{error}</source>
            <translation>Die PDF-Datei konnte nicht geschrieben werden:
{error}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Score sheet exported to {file}</source>
            <translation>Wertungsblatt exportiert nach {file}</translation>
        </message>
        <message>
            <location line="-5" />
            <source>PDF files (*.pdf)</source>
            <translation>PDF-Dateien (*.pdf)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Blank score sheet saved as {file}</source>
            <translation>Leeres Wertungsblatt gespeichert als {file}</translation>
        </message>
    </context>
    <context>
        <name>SeatNames</name>
        <message>
            <location filename="../cardtable/ui/seat_names.py" line="-18" />
            <source>Computer for {name}</source>
            <translation>Computer für {name}</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <location filename="../cardtable/ui/dialogs/settings_dialog.py" line="+59" />
            <source>Preferences</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Language:</source>
            <translation>Sprache:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Computer speed:</source>
            <translation>Tempo der Computerspieler:</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Instant</source>
            <translation>Sofort</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fast</source>
            <translation>Schnell</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slow</source>
            <translation>Langsam</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Very slow</source>
            <translation>Sehr langsam</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;High-contrast cards</source>
            <translation>&amp;Kontrastreiche Karten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Black on white cards in a wide frame of their colour, with their symbols; wide outlines where a card may go</source>
            <translation>Karten schwarz auf weiß in einem breiten Rahmen ihrer Farbe, mit ihren Symbolen; breite Umrisse, wo eine Karte hin darf</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Larger cards on the table</source>
            <translation>&amp;Größere Karten auf dem Tisch</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your hand and the piles in the middle drawn larger, where the table has room</source>
            <translation>Deine Handkarten und die Stapel in der Mitte größer, wo der Tisch Platz hat</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Speak through the system's speech service</source>
            <translation>Über die &amp;Sprachausgabe des Systems sprechen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Everything said for a screen reader is also spoken by the system's voice (speech-dispatcher), without a screen reader</source>
            <translation>Alles, was für einen Screenreader gesagt wird, spricht auch die Stimme des Systems (speech-dispatcher), ohne Screenreader</translation>
        </message>
    </context>
    <context>
        <name>SkipBoPage</name>
        <message>
            <location filename="../cardtable/ui/stats/pages.py" line="+96" />
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Games</source>
            <translation>Spiele</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Wins</source>
            <translation>Siege</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Stock cards left when losing</source>
            <translation>Übrige Vorratskarten bei Niederlagen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Match games</source>
            <translation>Serien</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Games to reach the match target</source>
            <translation>Spiele bis zum Serienziel</translation>
        </message>
    </context>
    <context>
        <name>SkipBoSpeech</name>
        <message>
            <location filename="wrapped_strings.py" line="+220" />
            <source>, </source>
            <translation>, </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n Karte</numerusform>
                <numerusform>%n Karten</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>SKIP-BO card</source>
            <translation>SKIP-BO-Joker</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your hand is empty</source>
            <translation>Deine Hand ist leer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your hand: {cards}</source>
            <translation>Deine Hand: {cards}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Building pile {n}, empty, next 1</source>
            <translation>Aufbaustapel {n}, leer, als Nächstes 1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Building pile {n}, complete</source>
            <translation>Aufbaustapel {n}, vollendet</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Building pile {n}, top {top}, next {next}</source>
            <translation>Aufbaustapel {n}, bei {top}, als Nächstes {next}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>. </source>
            <translation>. </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw pile, {count}</source>
            <translation>Nachziehstapel, {count}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{building}. {draw}.</source>
            <translation>{building}. {draw}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>stock pile empty</source>
            <translation>Vorratsstapel leer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>stock pile top {card}, {count}</source>
            <translation>Vorratsstapel, oben {card}, {count}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>empty</source>
            <translation>leer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{cards} (top {top})</source>
            <translation>{cards} (oben {top})</translation>
        </message>
        <message>
            <location line="+1" />
            <source>discard pile {n}: {cards}</source>
            <translation>Ablagestapel {n}: {cards}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>; </source>
            <translation>; </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your {stock}. Your {piles}.</source>
            <translation>Dein {stock}. Deine {piles}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: {count} in hand, {stock}, discard tops {tops}</source>
            <translation>{name}: {count} auf der Hand, {stock}, oben auf den Ablagestapeln {tops}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{text}, {points} points</source>
            <translation>{text}, {points} Punkte</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your {stock}</source>
            <translation>Dein {stock}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your {pile}</source>
            <translation>Dein {pile}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your hand</source>
            <translation>Deine Hand</translation>
        </message>
    </context>
    <context>
        <name>Speech</name>
        <message>
            <location line="-140" />
            <source>{card}, in your hand, {k} of {n}</source>
            <translation>{card}, in deiner Hand, {k} von {n}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A place for the selected cards</source>
            <translation>Hier können die gewählten Karten hin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Card table</source>
            <translation>Kartentisch</translation>
        </message>
        <message>
            <location line="+1" />
            <source>R: your hand, T: the piles, G: the groups, M: your phase or stock, O: every player, W: whose turn</source>
            <translation>R: deine Hand, T: die Stapel, G: die Kombinationen, M: deine Phase oder dein Vorratsstapel, O: alle Spieler, W: wer dran ist</translation>
        </message>
        <message>
            <location line="-64" />
            <source>, </source>
            <translation>, </translation>
        </message>
        <message numerus="yes">
            <location line="+123" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n Karte</numerusform>
                <numerusform>%n Karten</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>two {value}s</source>
            <translation>zwei {value}er</translation>
        </message>
        <message>
            <location line="+1" />
            <source>three {value}s</source>
            <translation>drei {value}er</translation>
        </message>
        <message>
            <location line="+1" />
            <source>four {value}s</source>
            <translation>vier {value}er</translation>
        </message>
        <message>
            <location line="+1" />
            <source>five {value}s</source>
            <translation>fünf {value}er</translation>
        </message>
        <message>
            <location line="+1" />
            <source>six {value}s</source>
            <translation>sechs {value}er</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{n} {value}s</source>
            <translation>{n} {value}er</translation>
        </message>
        <message>
            <location line="+1" />
            <source>no cards</source>
            <translation>keine Karten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{cards} ({colours})</source>
            <translation>{cards} ({colours})</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{low} to {high}</source>
            <translation>{low} bis {high}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a Wild</source>
            <translation>ein Joker</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{n} Wilds</source>
            <translation>{n} Joker</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a Skip</source>
            <translation>eine Aussetzen-Karte</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{n} Skips</source>
            <translation>{n} Aussetzen-Karten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your hand, {count}: {cards}</source>
            <translation>Deine Hand, {count}: {cards}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Discard pile empty</source>
            <translation>Ablagestapel leer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Discard pile, top {card}, {count}</source>
            <translation>Ablagestapel, oben {card}, {count}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw pile, {count}</source>
            <translation>Aufnahmestapel, {count}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{discard}. {draw}.</source>
            <translation>{discard}. {draw}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{kind}: {cards}</source>
            <translation>{kind}: {cards}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: {groups}</source>
            <translation>{name}: {groups}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>; </source>
            <translation>; </translation>
        </message>
        <message>
            <location line="+1" />
            <source>No groups are laid down.</source>
            <translation>Es liegen keine Kombinationen aus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>. </source>
            <translation>. </translation>
        </message>
        <message>
            <location line="+1" />
            <source>{phase}, laid down</source>
            <translation>{phase}, ausgelegt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{phase}, not laid down yet</source>
            <translation>{phase}, noch nicht ausgelegt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: {count}, phase {phase}, score {score}</source>
            <translation>{name}: {count}, Phase {phase}, Punkte {score}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Group {n} of {name}, {cards}</source>
            <translation>Kombination {n} von {name}, {cards}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your phase area: {phase}</source>
            <translation>Dein Phasenbereich: {phase}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your hand</source>
            <translation>Deine Hand</translation>
        </message>
        <message>
            <location line="+56" />
            <source>read your hand</source>
            <translation>deine Hand vorlesen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>read the discard or building piles and the pile sizes</source>
            <translation>den Ablagestapel oder die Aufbaustapel und die Stapelgrößen vorlesen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>read the laid groups of every player (Skip-Bo: the building piles)</source>
            <translation>die ausgelegten Kombinationen aller Spieler vorlesen (Skip-Bo: die Aufbaustapel)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>read your phase (Skip-Bo: your stock and discard piles)</source>
            <translation>deine Phase vorlesen (Skip-Bo: deinen Vorratsstapel und deine Ablagestapel)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>read every player's cards in hand, phase and score</source>
            <translation>Handkarten, Phase und Punkte aller Spieler vorlesen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>read whose turn it is and what to do</source>
            <translation>vorlesen, wer dran ist und was zu tun ist</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Nobody is playing.</source>
            <translation>Niemand ist am Zug.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your cards are hidden.</source>
            <translation>Deine Karten sind verdeckt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hint: {cards}. Press Enter to make it.</source>
            <translation>Tipp: {cards}. Mit der Eingabetaste ausführen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hint: {place}. Press Enter to make it.</source>
            <translation>Tipp: {place}. Mit der Eingabetaste ausführen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hint: {cards} to {place}. Press Enter to make it.</source>
            <translation>Tipp: {cards} auf {place}. Mit der Eingabetaste ausführen.</translation>
        </message>
        <message>
            <location line="-220" />
            <source>Your turn, {name}</source>
            <translation>Du bist dran, {name}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} {points}</source>
            <translation>{name} {points}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Points this round: {points}. Totals: {totals}.</source>
            <translation>Punkte in diesem Durchgang: {points}. Summe: {totals}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Points this game: {points}. Totals: {totals}.</source>
            <translation>Punkte in diesem Spiel: {points}. Summe: {totals}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game over: {names} won.</source>
            <translation>Spielende: {names} hat gewonnen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game over.</source>
            <translation>Spielende.</translation>
        </message>
        <message>
            <location line="-7" />
            <source>Your turn</source>
            <translation>Du bist dran</translation>
        </message>
        <message>
            <location line="+156" />
            <source>You drew {card}</source>
            <translation>Du hast {card} aufgenommen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You took {card} from the discard pile</source>
            <translation>Du hast {card} vom Ablagestapel genommen</translation>
        </message>
        <message>
            <location line="+122" />
            <source>No moves yet.</source>
            <translation>Noch keine Spielzüge.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No earlier moves.</source>
            <translation>Keine früheren Spielzüge.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No newer moves.</source>
            <translation>Keine neueren Spielzüge.</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../cardtable/ui/start/start_page.py" line="+267" />
            <source>Welcome to cardtable</source>
            <extracomment>the page's column is at most this wide (a 1920x1080 window: the room is used) a list of games is at most this tall (it scrolls beyond)</extracomment>
            <translation>Willkommen bei cardtable</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Play Phase 10 or Skip-Bo against the computer or with friends.</source>
            <translation>Spiele Phase 10 oder Skip-Bo gegen den Computer oder mit Freunden.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Choose the players and options of this start</source>
            <translation>Spieler und Optionen für diesen Start wählen</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Learn to play…</source>
            <translation>Spielen lernen…</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Unfinished games</source>
            <translation>Angefangene Spiele</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Saved games</source>
            <translation>Gespeicherte Spiele</translation>
        </message>
        <message>
            <location line="+44" />
            <source>No unfinished games.</source>
            <translation>Keine angefangenen Spiele.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>No saved games yet.</source>
            <translation>Noch keine gespeicherten Spiele.</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="-268" />
            <source>Phase 10 against the computer</source>
            <translation>Phase 10 gegen den Computer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Skip-Bo against the computer</source>
            <translation>Skip-Bo gegen den Computer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pass and play</source>
            <translation>Reihum an einem Gerät</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} ({level})</source>
            <translation>{name} ({level})</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{game} with {players}</source>
            <translation>{game} mit {players}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Players: {players}</source>
            <translation>Spieler: {players}</translation>
        </message>
        <message>
            <location line="+27" />
            <source>{game}: {players}</source>
            <translation>{game}: {players}</translation>
        </message>
        <message>
            <location line="-9" />
            <source>Saved {date}</source>
            <translation>Gespeichert am {date}</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/start/start_page.py" line="-54" />
            <source>Open a saved game…</source>
            <translation>Gespeichertes Spiel öffnen…</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Change…</source>
            <translation>Ändern…</translation>
        </message>
        <message>
            <location line="+3" />
            <source>New game with all options…</source>
            <translation>Neues Spiel mit allen Optionen…</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Keep score for real cards…</source>
            <translation>Wertungsblatt für echte Karten…</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="+2" />
            <source>Score sheet, real cards: {game}: {players}</source>
            <translation>Wertungsblatt, echte Karten: {game}: {players}</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n round(s) entered</source>
            <translation>
                <numerusform>%n Durchgang eingetragen</numerusform>
                <numerusform>%n Durchgänge eingetragen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n game(s) entered</source>
            <translation>
                <numerusform>%n Spiel eingetragen</numerusform>
                <numerusform>%n Spiele eingetragen</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Delete…</source>
            <translation>Löschen…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Delete this unfinished game (you are asked first)</source>
            <translation>Dieses angefangene Spiel löschen (du wirst vorher gefragt)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Resume</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <location line="-10" />
            <source>Seat {n}</source>
            <translation>Platz {n}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Network table {code} · {game}: {players}</source>
            <translation>Netzwerktisch {code} · {game}: {players}</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/start/start_page.py" line="+56" />
            <source>Enter opens the chosen game; Delete asks before deleting an unfinished game.</source>
            <translation>Eingabe öffnet das gewählte Spiel; Entf fragt, bevor ein angefangenes Spiel gelöscht wird.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Enter opens the chosen game.</source>
            <translation>Eingabe öffnet das gewählte Spiel.</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="+8" />
            <source>Delete {game}…</source>
            <translation>{game} löschen…</translation>
        </message>
        <message>
            <location line="-6" />
            <source>At {host} · last connected {date}</source>
            <translation>Bei {host} · zuletzt am {date}</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/start/start_page.py" line="-57" />
            <source>Play over the network…</source>
            <translation>Über das Netzwerk spielen…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Host a table here: the others join it from their computers</source>
            <translation>Eröffne hier einen Tisch: Die anderen setzen sich von ihren Computern aus dazu</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Join a table…</source>
            <translation>An einen Tisch setzen…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sit down at a table another computer hosts</source>
            <translation>Setz dich an einen Tisch, den ein anderer Computer eröffnet</translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message>
            <location filename="../cardtable/ui/stats/window.py" line="+92" />
            <source>Statistics</source>
            <translation>Statistik</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Players</source>
            <translation>Spieler</translation>
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
            <translation>Diagramme</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Fair deal</source>
            <translation>Faires Austeilen</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Refresh</source>
            <translation>Aktualisieren</translation>
        </message>
        <message>
            <location line="+7" />
            <source>1 finished game in the history.</source>
            <translation>1 beendetes Spiel im Verlauf.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{n} finished games in the history.</source>
            <translation>{n} beendete Spiele im Verlauf.</translation>
        </message>
        <message>
            <location line="-8" />
            <source>Players…</source>
            <translation>Spieler…</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Statistics: {page}</source>
            <translation>Statistik: {page}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>No finished games yet. Play a game and it appears here.</source>
            <translation>Noch keine beendeten Spiele. Sobald du ein Spiel beendest, erscheint es hier.</translation>
        </message>
    </context>
    <context>
        <name>StatsTexts</name>
        <message>
            <location filename="wrapped_strings.py" line="+15" />
            <source>Computer (easy)</source>
            <translation>Computer (leicht)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Computer (medium)</source>
            <translation>Computer (mittel)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Computer (hard)</source>
            <translation>Computer (schwer)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>People</source>
            <translation>Menschen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Wild cards</source>
            <translation>Joker</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Skip cards</source>
            <translation>Aussetzen-Karten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>SKIP-BO cards</source>
            <translation>SKIP-BO-Joker</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Number cards</source>
            <translation>Zahlenkarten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Too few cards yet to judge.</source>
            <translation>Noch zu wenige Karten für ein Urteil.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>More than chance predicts: unusual.</source>
            <translation>Mehr als der Zufall erwarten lässt: ungewöhnlich.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fewer than chance predicts: unusual.</source>
            <translation>Weniger als der Zufall erwarten lässt: ungewöhnlich.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>As chance predicts.</source>
            <translation>So, wie der Zufall es erwarten lässt.</translation>
        </message>
        <message>
            <location line="-207" />
            <source>The history of finished games was damaged. It was set aside as {moved_to} and a new, empty history was started.</source>
            <translation>Der Verlauf der beendeten Spiele war beschädigt. Er wurde als {moved_to} beiseitegelegt, und ein neuer, leerer Verlauf wurde begonnen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The history of finished games was written by a newer version of cardtable. Games are not recorded until you update.</source>
            <translation>Der Verlauf der beendeten Spiele stammt von einer neueren Version von cardtable. Bis zu einem Update werden keine Spiele gespeichert.</translation>
        </message>
        <message>
            <location line="-26" />
            <source>The history of finished games cannot be used: {reason}</source>
            <translation>Der Verlauf der beendeten Spiele kann nicht benutzt werden: {reason}</translation>
        </message>
        <message>
            <location line="+27" />
            <source>This game is no longer in the history.</source>
            <translation>Dieses Spiel ist nicht mehr im Verlauf.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>There is already a player called {name}. Merge the two instead.</source>
            <translation>Es gibt schon einen Spieler namens {name}. Führe die beiden stattdessen zusammen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Computer players cannot be renamed or merged.</source>
            <translation>Computerspieler können nicht umbenannt oder zusammengeführt werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{source} and {target} played in the same game, so they are different people.</source>
            <translation>{source} und {target} haben im selben Spiel gespielt, also sind es verschiedene Personen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That name cannot be used.</source>
            <translation>Dieser Name kann nicht verwendet werden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This player no longer exists.</source>
            <translation>Diesen Spieler gibt es nicht mehr.</translation>
        </message>
        <message>
            <location line="-5" />
            <source>This game was played with real cards: only its score sheet was kept, so there are no moves to replay.</source>
            <translation>Dieses Spiel wurde mit echten Karten gespielt: Nur das Wertungsblatt wurde geführt, es gibt keine Züge zum Nachspielen.</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <location line="+363" />
            <source>easy</source>
            <translation>leicht</translation>
        </message>
        <message>
            <location line="+1" />
            <source>medium</source>
            <translation>mittel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>hard</source>
            <translation>schwer</translation>
        </message>
        <message>
            <location line="-133" />
            <source>Phase {phase}: {requirement}</source>
            <translation>Phase {phase}: {requirement}</translation>
        </message>
        <message>
            <location line="+135" />
            <source>{name} ({level})</source>
            <translation>{name} ({level})</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} (computer, {level})</source>
            <translation>{name} (Computer, {level})</translation>
        </message>
        <message>
            <location line="-135" />
            <source>Score: {score}</source>
            <translation>Punkte: {score}</translation>
        </message>
        <message>
            <location line="+136" />
            <source>Hand: {count}</source>
            <translation>Handkarten: {count}</translation>
        </message>
        <message>
            <location line="-132" />
            <source>sits out this round</source>
            <translation>setzt in diesem Durchgang aus</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw pile: {count}</source>
            <oldsource>Draw pile: %n</oldsource>
            <translation>Aufnahmestapel: {count}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Discard pile: {count}</source>
            <oldsource>Discard pile: %n</oldsource>
            <translation>Ablagestapel: {count}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Round {round}</source>
            <translation>Durchgang {round}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Drop cards here to lay down phase {phase}</source>
            <translation>Karten hierher ziehen, um Phase {phase} auszulegen</translation>
        </message>
        <message>
            <location line="+61" />
            <source>Stock: {count}</source>
            <oldsource>Stock: %n</oldsource>
            <translation>Vorrat: {count}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Discard piles</source>
            <translation>Ablagestapel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>empty</source>
            <translation>leer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Set aside: {count}</source>
            <oldsource>Set aside: %n</oldsource>
            <translation>Beiseite: {count}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Your hand</source>
            <translation>Deine Handkarten</translation>
        </message>
        <message>
            <location line="-66" />
            <source>Knock (K)</source>
            <translation>Klopfen (K)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pass (P)</source>
            <translation>Passen (P)</translation>
        </message>
        <message>
            <location line="+66" />
            <source>End turn (E)</source>
            <translation>Zug beenden (E)</translation>
        </message>
        <message>
            <location line="-65" />
            <source>Sort by colour (S)</source>
            <translation>Nach Farbe (S)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sort by value (S)</source>
            <translation>Nach Wert (S)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Lay down (L)</source>
            <translation>Auslegen (L)</translation>
        </message>
        <message>
            <location line="+54" />
            <source>Draw pile</source>
            <translation>Nachziehstapel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{count} cards</source>
            <translation>{count} Karten</translation>
        </message>
        <message>
            <location line="-66" />
            <source>Misses a turn</source>
            <translation>Muss aussetzen</translation>
        </message>
        <message>
            <location line="+71" />
            <source>Building pile {index}</source>
            <translation>Aufbaustapel {index}</translation>
        </message>
        <message>
            <location line="-70" />
            <source>Skip chosen, not given yet</source>
            <translation>Aussetzen-Karte gewählt, noch nicht gegeben</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Give the Skip</source>
            <translation>Aussetzen-Karte geben</translation>
        </message>
        <message>
            <location line="-13" />
            <source>Phase {phase}</source>
            <translation>Phase {phase}</translation>
        </message>
        <message>
            <location line="+132" />
            <source>{name} (not connected)</source>
            <translation>{name} (nicht verbunden)</translation>
        </message>
        <message>
            <location line="-59" />
            <source>next: {card}</source>
            <translation>als Nächstes: {card}</translation>
        </message>
    </context>
    <context>
        <name>TableView</name>
        <message>
            <location filename="../cardtable/ui/table/view.py" line="+244" />
            <source>The game is over.</source>
            <translation>Das Spiel ist zu Ende.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Paused: {name} plays next</source>
            <translation>Angehalten: {name} ist als Nächstes dran</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="-93" />
            <source>Knock (K) to take the discard, or pass (P)</source>
            <translation>Klopfen (K), um die abgeworfene Karte zu nehmen, oder passen (P)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your turn: draw a card (D) or take the discard (Shift+D)</source>
            <translation>Dein Zug: Karte aufnehmen (D) oder vom Ablagestapel nehmen (Umschalt+D)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Lay down your phase (L) or discard a card to end your turn</source>
            <translation>Phase auslegen (L) oder eine Karte abwerfen, um den Zug zu beenden</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hit on laid groups or discard a card to end your turn</source>
            <translation>Anlegen oder eine Karte abwerfen, um den Zug zu beenden</translation>
        </message>
        <message>
            <location line="+82" />
            <source>Build on the piles in the middle, then discard to end your turn</source>
            <translation>Auf die Aufbaustapel in der Mitte spielen, dann abwerfen, um den Zug zu beenden</translation>
        </message>
        <message>
            <location line="+47" />
            <source>Hint: the highlighted move. Press Enter to make it.</source>
            <translation>Tipp: der hervorgehobene Zug. Mit der Eingabetaste ausführen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That does not go there.</source>
            <translation>Das passt dort nicht hin.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Drop the card on a pile or a highlighted place.</source>
            <translation>Lege die Karte auf einen Stapel oder einen hervorgehobenen Platz.</translation>
        </message>
        <message>
            <location line="-3" />
            <source>No place takes the selected card now.</source>
            <translation>Die ausgewählte Karte passt gerade nirgends.</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/table/view.py" line="+2" />
            <source>{name} is playing…</source>
            <translation>{name} ist am Zug…</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="-130" />
            <source>Give the Skip to…</source>
            <translation>Aussetzen-Karte geben an…</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/table/view.py" line="-8" />
            <source>The round is over: every hand lies face up.</source>
            <translation>Der Durchgang ist zu Ende: Alle Handkarten liegen offen.</translation>
        </message>
        <message>
            <location filename="../cardtable/ui/table/recent.py" line="+26" />
            <source>skipped this turn</source>
            <translation>setzt diesen Zug aus</translation>
        </message>
        <message>
            <location filename="wrapped_strings.py" line="+131" />
            <source>There is no place {n} for the selected card: press 1 to {count}.</source>
            <translation>Es gibt keinen Platz {n} für die gewählte Karte: drücke 1 bis {count}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Choose a place for the selected card with Tab or a number key, then press Enter.</source>
            <translation>Wähle mit Tab oder einer Zahlentaste einen Platz für die gewählte Karte, dann drücke die Eingabetaste.</translation>
        </message>
        <message>
            <location line="-137" />
            <source>Give the Skip with Enter or the button, or take the choice back (Ctrl+Z)</source>
            <oldsource>Give the Skip with the button, or take the choice back (Ctrl+Z)</oldsource>
            <translation>Gib die Aussetzen-Karte mit der Eingabetaste oder nimm die Wahl zurück (Strg+Z)</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <location filename="../cardtable/ui/tutorial/host.py" line="+46" />
            <source>The lessons could not be read: {detail}</source>
            <translation>Die Lektionen konnten nicht gelesen werden: {detail}</translation>
        </message>
        <message>
            <location line="+79" />
            <source>Round over: the lesson panel shows how to go on</source>
            <translation>Durchgang beendet: Wie es weitergeht, zeigt die Lektion</translation>
        </message>
        <message>
            <location line="-15" />
            <source>Lesson done! Next lesson: {title}</source>
            <translation>Lektion geschafft! Nächste Lektion: {title}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Lesson done! That was the last lesson of {game}.</source>
            <translation>Lektion geschafft! Das war die letzte Lektion zu {game}.</translation>
        </message>
    </context>
    <context>
        <name>TutorialPanel</name>
        <message>
            <location filename="../cardtable/ui/tutorial/panel.py" line="+129" />
            <source>Learn to play</source>
            <extracomment>the coach panel's width beside the table (wider only if its buttons need it)</extracomment>
            <translation>Spielen lernen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Next</source>
            <translation>&amp;Weiter</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Restart</source>
            <translation>&amp;Neu beginnen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Other &amp;lessons…</source>
            <translation>Andere &amp;Lektionen…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Close lesson</source>
            <translation>Lektion been&amp;den</translation>
        </message>
        <message>
            <location line="+56" />
            <source>Step {k} of {n}</source>
            <translation>Schritt {k} von {n}</translation>
        </message>
        <message>
            <location line="+48" />
            <source>Choose an answer for every player, then check.</source>
            <translation>Wähle für jeden Spieler eine Antwort und prüfe dann.</translation>
        </message>
        <message>
            <location line="-108" />
            <source>Sho&amp;w me</source>
            <translation>Zei&amp;g es mir</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Ne&amp;xt lesson</source>
            <translation>Nä&amp;chste Lektion</translation>
        </message>
    </context>
    <context>
        <name>WaitingPanel</name>
        <message>
            <location filename="wrapped_strings.py" line="-159" />
            <source>{name}: computer</source>
            <translation>{name}: Computer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Seat {n}: waiting for a player…</source>
            <translation>Platz {n}: wartet auf einen Spieler…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: not connected</source>
            <translation>{name}: nicht verbunden</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name}: here</source>
            <translation>{name}: ist da</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{line} (you)</source>
            <translation>{line} (du)</translation>
        </message>
        <message>
            <location line="+16" />
            <source>&amp;Start</source>
            <translation>&amp;Starten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Start with &amp;computers in the empty seats</source>
            <translation>Mit &amp;Computerspielern auf den freien Plätzen starten</translation>
        </message>
        <message>
            <location line="-9" />
            <source>On the other computers: Game &gt; Join a table…, this code, and this address:</source>
            <translation>An den anderen Computern: Spiel &gt; An einen Tisch setzen…, dieser Code und diese Adresse:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>On the other computers: Game &gt; Join a table…, this code, and one of these addresses:</source>
            <translation>An den anderen Computern: Spiel &gt; An einen Tisch setzen…, dieser Code und eine dieser Adressen:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This computer is not on a network: the others cannot reach it.</source>
            <translation>Dieser Computer ist in keinem Netzwerk: die anderen können ihn nicht erreichen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Table code</source>
            <translation>Tischcode</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Table {name}</source>
            <translation>Tisch {name}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Seat {n}</source>
            <translation>Platz {n}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{name} starts the game when everybody is here.</source>
            <translation>{name} startet das Spiel, sobald alle da sind.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Waiting for {name} to start the game.</source>
            <translation>Wir warten, bis {name} das Spiel startet.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cop&amp;y</source>
            <translation>Ko&amp;pieren</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the table's code, to send it to the others</source>
            <translation>Den Tischcode kopieren, um ihn den anderen zu schicken</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Seats at the table</source>
            <translation>Plätze am Tisch</translation>
        </message>
        <message>
            <location line="-19" />
            <source>Or open this link in a browser on a phone, tablet or computer (nothing to install), or scan the code with a phone's camera:</source>
            <translation>Oder öffne diesen Link im Browser eines Handys, Tablets oder Computers (nichts zu installieren) oder scanne den QR-Code mit der Handykamera:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Or open one of these links in a browser on a phone, tablet or computer (nothing to install), or scan the code with a phone's camera:</source>
            <translation>Oder öffne einen dieser Links im Browser eines Handys, Tablets oder Computers (nichts zu installieren) oder scanne den QR-Code mit der Handykamera:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy link</source>
            <translation>Link kopieren</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy this link, to send it to the others</source>
            <translation>Diesen Link kopieren, um ihn den anderen zu schicken</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the link {link}</source>
            <translation>Den Link {link} kopieren</translation>
        </message>
        <message>
            <location line="+1" />
            <source>QR code of the link {link}</source>
            <translation>QR-Code des Links {link}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Scan with a phone's camera to open the table</source>
            <translation>Mit der Handykamera scannen, um den Tisch zu öffnen</translation>
        </message>
    </context>
    <context>
        <name>WebPage</name>
        <message>
            <location filename="../cardtable/ui/web_words.py" line="+21" />
            <source>Tap cards of your hand to put them into group {n}.</source>
            <translation>Tippe Karten deiner Hand an, um sie in Kombination {n} zu legen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{card} in group {n}: tap to take it back</source>
            <translation>{card} in Kombination {n}: antippen zum Zurücknehmen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{card} goes into group {n}</source>
            <translation>{card} kommt in Kombination {n}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{card} is back in your hand</source>
            <translation>{card} ist wieder auf deiner Hand</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Where does the Wild go?</source>
            <translation>Wohin kommt der Joker?</translation>
        </message>
        <message>
            <location line="+1" />
            <source>At the low end, as {value}</source>
            <translation>Ans untere Ende, als {value}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>At the high end, as {value}</source>
            <translation>Ans obere Ende, als {value}</translation>
        </message>
    </context>
</TS>
