"""The new-game dialog: game, edition and variants, seats, seed.

It produces engine options through ``rules.options_from_json`` (so the engine
validates them), the seats and the seed, and remembers the last choices in
the app's settings. Wrong input is explained in the dialog; OK stays open.
With "Play with others over the network" a seat may be invited (a person
who joins from another computer with the table's code); the others are
computers or players at this computer (at least one: the first of them
hosts and starts the table; several take turns at this screen, as in
pass-and-play).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from cardtable.engine.registry import get_rules
from cardtable.games import GAME_IDS, MAX_PLAYERS, MIN_PLAYERS
from cardtable.seats import LEVELS, MAX_NAME, Seat
from cardtable.ui.dialogs.base import RetranslatingDialog
from cardtable.ui.dialogs.fitting import FittingScroll, fit_to_screen
from cardtable.ui.dialogs.level_texts import level_description, level_name
from cardtable.ui.games import all_game_uis
from cardtable.ui.games.base import OptionsPage
from cardtable.ui.speech.accessible import label_form, set_name
from cardtable.ui.stats.names import attach_name_completer

if TYPE_CHECKING:
    from PySide6.QtGui import QShowEvent

    from cardtable.engine.api import JsonObject
    from cardtable.ui.settings import Settings

GAMES = GAME_IDS
KINDS = ("human", "computer", "invited")
HUMAN_KIND, COMPUTER_KIND, INVITED_KIND = 0, 1, 2
MAX_SEATS = MAX_PLAYERS
SEED_LIMIT = 2**63
# a network table never hosted before: you here and one invited person
HOST_DEFAULT: JsonObject = {"network": True, "players": 2,
                                "seats": [{"kind": "human"}, {"kind": "invited"}]}


@dataclass(frozen=True)
class NewGameChoice:
    """Everything needed to start a game."""

    game_id: str
    options: object  # the engine's options object
    options_json: JsonObject
    seats: tuple[Seat, ...]
    seed: int
    network: bool = False  # hosted here, played over the network
    invited: tuple[int, ...] = ()  # the seats of people on other computers (network only)


class _SeatRow:
    def __init__(self, parent: QWidget) -> None:
        self.label = QLabel(parent)
        self.name = QLineEdit(parent)
        self.name.setMaxLength(MAX_NAME)
        self.name.textEdited.connect(lambda _t: self.name.setProperty("auto", False))
        self.kind = QComboBox(parent)
        self.level = QComboBox(parent)
        # Each combo box's label for a screen reader (the seat's row shows
        # "Seat 1" once): on Linux Qt names a combo box by its value and says
        # what it is for only through a label whose buddy it is. Not shown.
        self.kind_label, self.level_label = QLabel(parent), QLabel(parent)
        for label, combo in ((self.kind_label, self.kind), (self.level_label, self.level)):
            label.setBuddy(combo)
            label.hide()
        self.kind.addItems(["", "", ""])  # human (at this computer), computer, invited (network)
        self.level.addItems(["", "", ""])
        self.level.setCurrentIndex(1)
        self.kind.currentIndexChanged.connect(lambda i: self.level.setEnabled(i == COMPUTER_KIND))
        self.kind.currentIndexChanged.connect(lambda i: self.name.setEnabled(i != INVITED_KIND))
        self.level.setEnabled(False)

    def fit_kinds(self) -> None:
        """Room for the longest kind with its arrow (a style's own hint can
        leave the full-width brackets of "受邀（…）" touching the arrow)."""
        metrics = self.kind.fontMetrics()
        widest = max(metrics.horizontalAdvance(self.kind.itemText(i)) for i in range(self.kind.count()))
        self.kind.setMinimumWidth(widest + 30)

    def allow_invited(self, allowed: bool) -> None:
        """The "invited" kind is offered at a network table only."""
        model = self.kind.model()
        if isinstance(model, QStandardItemModel):
            item = model.item(INVITED_KIND)
            if item is not None:
                item.setEnabled(allowed)


class NewGameDialog(RetranslatingDialog):
    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None,
                 choices: JsonObject | None = None, host: bool = False) -> None:
        """``choices`` (e.g. a one-click start's) replace the remembered ones;
        ``host``: open for a network table, with the last hosted table's choices."""
        super().__init__(parent)
        self._settings = settings
        self._choice: NewGameChoice | None = None
        self._build()
        self.retranslate_ui()
        if choices is None and host:
            choices = (settings.host_choices() if settings is not None else {}) or HOST_DEFAULT
            choices = {**choices, "network": True}
        elif choices is None:
            choices = settings.new_game_choices() if settings is not None else {}
        self.set_choices(choices)
        if host and not self.network.isChecked():
            self.network.setChecked(True)

    # -- widgets ------------------------------------------------------------
    def _build(self) -> None:
        root = QVBoxLayout(self)
        top = QFormLayout()
        self.game = QComboBox(self)
        self.game.addItems(["" for _game in GAMES])
        self.game_label = QLabel(self)
        top.addRow(self.game_label, self.game)
        label_form(top)
        root.addLayout(top)
        # hosting is the first choice after the game, not hidden below every rule
        self.network = QCheckBox(self)  # host a table the others join from their computers
        self.network.setObjectName("playOverNetwork")
        root.addWidget(self.network)

        # the options, seats and seed scroll if the screen is too small (a laptop):
        # the game, the error line and OK/Cancel stay in view
        body = QWidget(self)
        middle = QVBoxLayout(body)
        middle.setContentsMargins(0, 0, 0, 0)
        self.pages = QStackedWidget(self)
        self.game.currentIndexChanged.connect(self.pages.setCurrentIndex)
        # each game's own options (cardtable.ui.games): one page each, in GAMES order
        self.option_pages: dict[str, OptionsPage] = {}
        for described in all_game_uis():
            page = described.options_page(None)
            self.option_pages[described.id] = page
            self.pages.addWidget(page.widget())
        middle.addWidget(self.pages)
        self.take_back = QCheckBox(self)  # APP-UNDO, both games
        self.take_back.setChecked(True)
        middle.addWidget(self.take_back)

        self.seats_box = QGroupBox(self)
        sgrid = QGridLayout(self.seats_box)
        self.players = QSpinBox(self.seats_box)
        self.players.setRange(MIN_PLAYERS, MAX_SEATS)
        self.players_label = QLabel(self.seats_box)
        sgrid.addWidget(self.players_label, 0, 0)
        sgrid.addWidget(self.players, 0, 1)
        self.players_label.setBuddy(self.players)
        self.rows = []
        for i in range(MAX_SEATS):
            row = _SeatRow(self.seats_box)
            for col, widget in enumerate((row.label, row.name, row.kind, row.level)):
                sgrid.addWidget(widget, i + 1, col)
            row.kind.currentIndexChanged.connect(lambda _i, n=i: self._default_name(n))
            self.rows.append(row)
        for row in self.rows:
            row.allow_invited(False)  # until "Play with others over the network" is on

        # players the app remembers
        self.name_completer = attach_name_completer(row.name for row in self.rows)
        self.levels_help = QLabel(self.seats_box)
        self.levels_help.setObjectName("levelsHelp")
        self.levels_help.setWordWrap(True)
        self.levels_help.setTextFormat(Qt.TextFormat.RichText)
        sgrid.addWidget(self.levels_help, MAX_SEATS + 1, 0, 1, 4)
        self.players.valueChanged.connect(self._show_rows)
        self.network.toggled.connect(self._network_toggled)
        self.game.currentIndexChanged.connect(lambda _i: self._describe_levels())
        middle.addWidget(self.seats_box)

        seed_form = QFormLayout()
        self.seed = QLineEdit(self)
        self.seed_label = QLabel(self)
        seed_form.addRow(self.seed_label, self.seed)
        label_form(seed_form)
        middle.addLayout(seed_form)
        self.body = FittingScroll(body, self)
        root.addWidget(self.body)
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020")
        root.addWidget(self.error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        root.addWidget(self.buttons)
        self._show_rows(self.players.value())
        self.game.currentIndexChanged.connect(self._fit_page)
        self._fit_page(self.game.currentIndex())

    def _fit_page(self, index: int) -> None:
        """Only the chosen game's options take room: a stacked widget is as tall
        as its tallest page, which left a gap under Skip-Bo's few options."""
        for i in range(self.pages.count()):
            policy = QSizePolicy.Policy.Preferred if i == index else QSizePolicy.Policy.Ignored
            page = self.pages.widget(i)
            if page is not None:
                page.setSizePolicy(policy, policy)
        self.pages.updateGeometry()
        if self.isVisible():
            # not adjustSize(): it stops at two thirds of the screen's height
            self.body.updateGeometry()
            layout = self.layout()
            if layout is not None:
                layout.activate()
            hint = self.sizeHint()
            self.resize(max(self.width(), hint.width()), hint.height())
            fit_to_screen(self)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # the body's size is known once its content is laid out (now): take it,
        # then keep within the screen (on a small one the middle scrolls,
        # OK/Cancel stay in view)
        self.body.updateGeometry()
        hint = self.sizeHint()
        self.resize(max(self.width(), hint.width()), max(self.height(), hint.height()))
        fit_to_screen(self)

    def _name_window(self) -> None:
        """"New game", or a network table's: hosting is seen in the title too."""
        self.setWindowTitle(self.tr("New game over the network") if self.network.isChecked()
                            else self.tr("New game"))

    def retranslate_ui(self) -> None:
        self._name_window()
        self.game_label.setText(self.tr("Game:"))
        for index, described in enumerate(all_game_uis()):
            self.game.setItemText(index, described.name())
            self.option_pages[described.id].retranslate_ui()
        self.take_back.setText(self.tr("Allow taking back a move within your turn (Edit > Undo)"))
        self.seats_box.setTitle(self.tr("Players"))
        self.players_label.setText(self.tr("Number of players:"))
        self.network.setText(self.tr("Play with others over the network"))
        self.network.setToolTip(self.tr("This computer hosts the table; the others join it from their "
                                        "computers with Game > Join a table… and the table's code."))
        for i, row in enumerate(self.rows):
            row.label.setText(self.tr("Seat {n}").format(n=i + 1))
            set_name(row.name, self.tr("Seat {n}: name").format(n=i + 1))
            row.kind_label.setText(self.tr("Seat {n}: who plays").format(n=i + 1))
            row.level_label.setText(self.tr("Seat {n}: computer level").format(n=i + 1))
            self._name_kind(row)
            row.kind.setItemText(1, self.tr("Computer"))
            row.kind.setItemText(2, self.tr("Invited (plays on another computer)"))
            row.name.setPlaceholderText(self.tr("their own name") if row.kind.currentIndex() == INVITED_KIND
                                        else "")
            row.level.setItemText(0, self.tr("Easy"))
            row.level.setItemText(1, self.tr("Medium"))
            row.level.setItemText(2, self.tr("Hard"))
            row.fit_kinds()
        self._describe_levels()
        self.seed_label.setText(self.tr("Seed (optional):"))
        self.seed.setPlaceholderText(self.tr("empty = a new random deal"))
        self._refresh_seat_names()

    # -- helpers ------------------------------------------------------------
    def _name_kind(self, row: _SeatRow) -> None:
        """A person's seat: "Human", or at a network table a player at this computer."""
        if self.network.isChecked():
            row.kind.setItemText(HUMAN_KIND, self.tr("Player at this computer"))
        else:
            row.kind.setItemText(HUMAN_KIND, self.tr("Human"))
        row.fit_kinds()

    def _network_toggled(self, on: bool) -> None:
        """On: the people's seats after the first become invited ones (a
        suggestion: each may be set back to a player at this computer); off:
        invited seats become people at this computer again (pass and play)."""
        self._name_window()
        n = self.players.value()
        people = [i for i, row in enumerate(self.rows[:n]) if row.kind.currentIndex() == HUMAN_KIND]
        for i, row in enumerate(self.rows):
            row.allow_invited(on)
            if (on and i in people[1:]) or (not on and row.kind.currentIndex() == INVITED_KIND):
                row.kind.setCurrentIndex(INVITED_KIND if on else HUMAN_KIND)
            self._name_kind(row)
            row.name.setPlaceholderText(self.tr("their own name") if row.kind.currentIndex() == INVITED_KIND
                                        else "")
        if on and not people and n:
            self.rows[0].kind.setCurrentIndex(HUMAN_KIND)

    def _first_human(self) -> int:
        for i, row in enumerate(self.rows[: self.players.value()]):
            if row.kind.currentIndex() == 0:
                return i
        return 0

    def _describe_levels(self) -> None:
        """One line per level for the chosen game, and the same as tooltips."""
        game = GAMES[self.game.currentIndex()]
        lines = []
        for index, level in enumerate(LEVELS):
            text = level_description(game, level)
            lines.append(self.tr("<b>{level}</b>: {text}").format(level=escape(level_name(level)), text=escape(text)))
            for row in self.rows:
                row.level.setItemData(index, text, Qt.ItemDataRole.ToolTipRole)
        self.levels_help.setText("<br>".join(lines))
        # A wrapped label does not grow a top-level dialog by itself: reserve
        # the height its text needs at the width it has now.
        width = max(self.levels_help.width(), self.seats_box.sizeHint().width() - 24)
        self.levels_help.setMinimumHeight(self.levels_help.heightForWidth(width))

    def _show_rows(self, n: int) -> None:
        for i, row in enumerate(self.rows):
            for widget in (row.label, row.name, row.kind, row.level):
                widget.setVisible(i < n)
        self._refresh_seat_names()

    def page_of(self, game_id: str) -> OptionsPage:
        """The options page of ``game_id``."""
        return self.option_pages[game_id]

    def _refresh_seat_names(self) -> None:
        names = [self.rows[i].name.text().strip() or self.tr("Seat {n}").format(n=i + 1)
                 for i in range(self.players.value())]
        for page in self.option_pages.values():
            page.seats_changed(names)

    def _default_name(self, i: int) -> None:
        row = self.rows[i]
        if row.name.text().strip() and not row.name.property("auto"):
            return
        kind = row.kind.currentIndex()
        row.name.setPlaceholderText(self.tr("their own name") if kind == INVITED_KIND else "")
        if kind == HUMAN_KIND:
            row.name.setText(self.tr("Player {n}").format(n=i + 1))
        elif kind == COMPUTER_KIND:
            row.name.setText(self.tr("Computer {n}").format(n=i + 1))
        else:  # an invited person brings their own name
            row.name.clear()
        row.name.setProperty("auto", True)

    # -- choices <-> widgets -------------------------------------------------
    def choices(self) -> JsonObject:
        n = self.players.value()
        return {
            "game": GAMES[self.game.currentIndex()],
            "players": n,
            "seats": [
                {"name": r.name.text(), "kind": KINDS[r.kind.currentIndex()],
                 "level": LEVELS[r.level.currentIndex()]}
                for r in self.rows
            ],
            **{game_id: page.remembered() for game_id, page in self.option_pages.items()},
            "take_back": self.take_back.isChecked(),
            "network": self.network.isChecked(),
            "seed": self.seed.text(),
        }

    def set_choices(self, data: JsonObject) -> None:
        """Fill the widgets from remembered choices; anything odd is skipped."""
        def pick(seq: tuple, value: Any, default: int = 0) -> int:
            return seq.index(value) if value in seq else default

        try:
            self.game.setCurrentIndex(pick(GAMES, data.get("game")))
            players = data.get("players", 2)
            self.players.setValue(players if isinstance(players, int) else 2)
            self.network.setChecked(data.get("network") is True)
            raw_seats = data.get("seats")
            seats = raw_seats if isinstance(raw_seats, list) else []
            for i, row in enumerate(self.rows):
                seat = seats[i] if i < len(seats) and isinstance(seats[i], dict) else {}
                kind = seat.get("kind", "human" if i == 0 else "computer")
                invited = kind == "invited" and self.network.isChecked()
                row.kind.setCurrentIndex(INVITED_KIND if invited else pick(KINDS[:2], kind))
                row.level.setCurrentIndex(pick(LEVELS, seat.get("level"), 1))
                name = seat.get("name")
                if isinstance(name, str) and name.strip():
                    row.name.setText(name[:MAX_NAME])
                    row.name.setProperty("auto", False)
                else:
                    row.name.clear()
                    self._default_name(i)
            self._refresh_seat_names()
            for game_id, page in self.option_pages.items():
                page.set_remembered(data.get(game_id), self._first_human())
            self.take_back.setChecked(data.get("take_back") is not False)  # on unless turned off
            # The seed is never remembered: a new game is a new deal unless the
            # player types a seed (or asks to play the same deal again).
            self.seed.clear()
        except (TypeError, ValueError, AttributeError):
            pass

    # -- validation and result -----------------------------------------------
    def build_choice(self) -> tuple[NewGameChoice | None, str]:
        """The validated choice, or None and a translated explanation."""
        data = self.choices()
        n = data["players"]
        network = bool(data["network"])
        seats = []
        invited = []
        for i, seat in enumerate(data["seats"][:n]):
            name = seat["name"].strip()
            if seat["kind"] == "invited" and network:
                invited.append(i)
                seats.append(Seat(self.tr("Seat {n}").format(n=i + 1), "human"))  # they bring their name
                continue
            if not name:
                return None, self.tr("Please give seat {n} a name.").format(n=i + 1)
            kind = "human" if seat["kind"] == "invited" else seat["kind"]
            level = seat["level"] if kind == "computer" else None
            seats.append(Seat(name, kind, level))
        if network:
            here = sum(1 for i, s in enumerate(seats) if s.kind == "human" and i not in invited)
            if here < 1:
                return None, self.tr("At a network table at least one player sits at this computer.")
            if not invited:
                return None, self.tr("Invite at least one player, or play without the network.")
        names = [s.name.casefold() for i, s in enumerate(seats) if i not in invited]
        if len(set(names)) != len(names):
            return None, self.tr("Every player needs a different name.")
        text = data["seed"].strip()
        if text:
            try:
                seed = int(text)
            except ValueError:
                return None, self.tr("The seed must be a whole number, or empty for a random deal.")
            if not -SEED_LIMIT < seed < SEED_LIMIT:
                return None, self.tr("The seed is too large.")
        else:
            seed = time.time_ns() % (2**62)
        game = data["game"]
        options_json, problem = self.option_pages[game].options_json(n)
        if options_json is None:
            return None, problem
        if data["take_back"]:
            options_json["take_back"] = True
        try:
            rules = get_rules(game)
            options = rules.options_from_json(options_json)
        except ImportError:
            return None, self.tr("This game is not available in this version.")
        except Exception as exc:  # the engine explains what it refuses
            return None, self.tr("These options are not possible: {reason}").format(
                reason=str(exc)  # (an engine error's message)
            )
        return NewGameChoice(game, options, options_json, tuple(seats), seed, network, tuple(invited)), ""

    def accept(self) -> None:
        choice, problem = self.build_choice()
        if choice is None:
            self.error.setText(problem)
            return
        self._choice = choice
        if self._settings is not None:
            remembered = self.choices()
            remembered.pop("seed", None)
            self._settings.set_new_game_choices(remembered)
        super().accept()

    def choice(self) -> NewGameChoice | None:
        return self._choice
