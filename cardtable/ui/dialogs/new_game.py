"""The new-game dialog: game, edition and variants, seats, seed.

It produces engine options through ``rules.options_from_json`` (so the engine
validates them), the seats and the seed, and remembers the last choices in
the app's settings. Wrong input is explained in the dialog; OK stays open.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from cardtable.games import GAME_IDS, MAX_PLAYERS, MIN_PLAYERS
from cardtable.seats import LEVELS, MAX_NAME, Seat
from cardtable.ui.dialogs.base import RetranslatingDialog
from cardtable.ui.dialogs.level_texts import level_description, level_name

GAMES = GAME_IDS
MAX_SEATS = MAX_PLAYERS
SEED_LIMIT = 2**63


@dataclass(frozen=True)
class NewGameChoice:
    """Everything needed to start a game."""

    game_id: str
    options: Any  # the engine's options object
    options_json: dict[str, Any]
    seats: tuple[Seat, ...]
    seed: int


class _SeatRow:
    def __init__(self, parent: QWidget) -> None:
        self.label = QLabel(parent)
        self.name = QLineEdit(parent)
        self.name.setMaxLength(MAX_NAME)
        self.name.textEdited.connect(lambda _t: self.name.setProperty("auto", False))
        self.kind = QComboBox(parent)
        self.level = QComboBox(parent)
        self.kind.addItems(["", ""])
        self.level.addItems(["", "", ""])
        self.level.setCurrentIndex(1)
        self.kind.currentIndexChanged.connect(lambda i: self.level.setEnabled(i == 1))
        self.level.setEnabled(False)


class NewGameDialog(RetranslatingDialog):
    def __init__(self, settings: Any = None, parent: QWidget | None = None,
                 choices: dict[str, Any] | None = None) -> None:
        """``choices`` (e.g. a one-click start's) replace the remembered ones."""
        super().__init__(parent)
        self._settings = settings
        self._choice: NewGameChoice | None = None
        self._build()
        self.retranslate_ui()
        if choices is None:
            choices = settings.new_game_choices() if settings is not None else {}
        self.set_choices(choices)

    # -- widgets ------------------------------------------------------------
    def _build(self) -> None:
        root = QVBoxLayout(self)
        top = QFormLayout()
        self.game = QComboBox(self)
        self.game.addItems(["", ""])
        self.game_label = QLabel(self)
        top.addRow(self.game_label, self.game)
        root.addLayout(top)

        self.pages = QStackedWidget(self)
        self.game.currentIndexChanged.connect(self.pages.setCurrentIndex)
        # Phase 10 page
        p10 = QWidget()
        form = QFormLayout(p10)
        self.edition = QComboBox(p10)
        self.edition.addItems(["", ""])
        self.natural = QComboBox(p10)
        self.natural.addItems(["", "", ""])
        self.edition.currentIndexChanged.connect(lambda i: self.natural.setCurrentIndex(0 if i == 0 else 2))
        self.edition_label, self.natural_label = QLabel(p10), QLabel(p10)
        form.addRow(self.edition_label, self.edition)
        form.addRow(self.natural_label, self.natural)
        self.exact_ten = QCheckBox(p10)
        self.knock = QCheckBox(p10)
        form.addRow(self.exact_ten)
        form.addRow(self.knock)
        self.phases_box = QGroupBox(p10)
        grid = QGridLayout(self.phases_box)
        self.phase_checks = []
        for i in range(10):
            box = QCheckBox(str(i + 1), self.phases_box)
            box.setChecked(True)
            grid.addWidget(box, i // 5, i % 5)
            self.phase_checks.append(box)
        quick = QHBoxLayout()
        self.first_five = QPushButton(self.phases_box)
        self.even = QPushButton(self.phases_box)
        self.odd = QPushButton(self.phases_box)
        self.all_phases = QPushButton(self.phases_box)
        for button, chosen in (
            (self.first_five, range(1, 6)), (self.even, range(2, 11, 2)),
            (self.odd, range(1, 11, 2)), (self.all_phases, range(1, 11)),
        ):
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, c=tuple(chosen): self.set_phases(c))
            quick.addWidget(button)
        grid.addLayout(quick, 2, 0, 1, 5)
        form.addRow(self.phases_box)
        self.pages.addWidget(p10)
        # Skip-Bo page
        sb = QWidget()
        sform = QFormLayout(sb)
        self.stock = QSpinBox(sb)
        self.stock.setRange(4, 30)  # 4 shows "standard"
        self.start = QComboBox(sb)
        self.start.addItems(["", "", ""])
        self.start_seat = QComboBox(sb)
        self.match = QCheckBox(sb)
        self.stock_label, self.start_label, self.start_seat_label = QLabel(sb), QLabel(sb), QLabel(sb)
        sform.addRow(self.stock_label, self.stock)
        sform.addRow(self.start_label, self.start)
        sform.addRow(self.start_seat_label, self.start_seat)
        sform.addRow(self.match)
        self.start.currentIndexChanged.connect(lambda i: self.start_seat.setEnabled(i != 1))
        self.start.currentIndexChanged.connect(lambda _i: self._label_start_seat())
        self.pages.addWidget(sb)
        root.addWidget(self.pages)
        self.take_back = QCheckBox(self)  # APP-UNDO, both games
        self.take_back.setChecked(True)
        root.addWidget(self.take_back)

        self.seats_box = QGroupBox(self)
        sgrid = QGridLayout(self.seats_box)
        self.players = QSpinBox(self.seats_box)
        self.players.setRange(MIN_PLAYERS, MAX_SEATS)
        self.players_label = QLabel(self.seats_box)
        sgrid.addWidget(self.players_label, 0, 0)
        sgrid.addWidget(self.players, 0, 1)
        self.rows = []
        for i in range(MAX_SEATS):
            row = _SeatRow(self.seats_box)
            for col, widget in enumerate((row.label, row.name, row.kind, row.level)):
                sgrid.addWidget(widget, i + 1, col)
            row.kind.currentIndexChanged.connect(lambda _i, n=i: self._default_name(n))
            self.rows.append(row)
        from cardtable.ui.stats.names import attach_name_completer

        # players the app remembers (issue 15.2)
        self.name_completer = attach_name_completer(row.name for row in self.rows)
        self.levels_help = QLabel(self.seats_box)
        self.levels_help.setObjectName("levelsHelp")
        self.levels_help.setWordWrap(True)
        self.levels_help.setTextFormat(Qt.TextFormat.RichText)
        sgrid.addWidget(self.levels_help, MAX_SEATS + 1, 0, 1, 4)
        self.players.valueChanged.connect(self._show_rows)
        self.game.currentIndexChanged.connect(lambda _i: self._describe_levels())
        root.addWidget(self.seats_box)

        seed_form = QFormLayout()
        self.seed = QLineEdit(self)
        self.seed_label = QLabel(self)
        seed_form.addRow(self.seed_label, self.seed)
        root.addLayout(seed_form)
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
            self.adjustSize()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("Game:"))
        self.game.setItemText(0, self.tr("Phase 10"))
        self.game.setItemText(1, self.tr("Skip-Bo"))
        self.edition_label.setText(self.tr("Edition:"))
        self.edition.setItemText(0, self.tr("Edition 2026"))
        self.edition.setItemText(1, self.tr("Classic edition"))
        self.natural_label.setText(self.tr("Number cards in a phase:"))
        self.natural.setItemText(0, self.tr("At least one per phase"))
        self.natural.setItemText(1, self.tr("At least one per group"))
        self.natural.setItemText(2, self.tr("Not required (any number of Wilds)"))
        self.exact_ten.setText(self.tr("Exactly 10 rounds"))
        self.knock.setText(self.tr("Knock (claim a discard out of turn)"))
        self.take_back.setText(self.tr("Allow taking back a move within your turn (Edit > Undo)"))
        self.phases_box.setTitle(self.tr("Phases played"))
        self.first_five.setText(self.tr("First five"))
        self.even.setText(self.tr("Even"))
        self.odd.setText(self.tr("Odd"))
        self.all_phases.setText(self.tr("All"))
        self.stock_label.setText(self.tr("Stock pile size:"))
        self.stock.setSpecialValueText(self.tr("Standard (30, or 20 with 5-6 players)"))
        self.start_label.setText(self.tr("Who starts:"))
        self.start.setItemText(0, self.tr("The youngest player"))
        self.start.setItemText(1, self.tr("The player left of the dealer"))
        self.start.setItemText(2, self.tr("A chosen player"))
        self._label_start_seat()
        self.match.setText(self.tr("Match scoring: first to 500 points"))
        self.seats_box.setTitle(self.tr("Players"))
        self.players_label.setText(self.tr("Number of players:"))
        for i, row in enumerate(self.rows):
            row.label.setText(self.tr("Seat {n}").format(n=i + 1))
            row.kind.setItemText(0, self.tr("Human"))
            row.kind.setItemText(1, self.tr("Computer"))
            row.level.setItemText(0, self.tr("Easy"))
            row.level.setItemText(1, self.tr("Medium"))
            row.level.setItemText(2, self.tr("Hard"))
        self._describe_levels()
        self.seed_label.setText(self.tr("Seed (optional):"))
        self.seed.setPlaceholderText(self.tr("empty = a new random deal"))
        self._refresh_seat_names()

    # -- helpers ------------------------------------------------------------
    def _label_start_seat(self) -> None:
        """ "Who is youngest?" for edition 0925, "Starting player:" otherwise."""
        if self.start.currentIndex() == 0:
            self.start_seat_label.setText(self.tr("Who is youngest?"))
        else:
            self.start_seat_label.setText(self.tr("Starting player:"))

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
            lines.append(f"<b>{escape(level_name(level))}</b>: {escape(text)}")
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

    def _refresh_seat_names(self) -> None:
        current = self.start_seat.currentIndex()
        self.start_seat.clear()
        for i in range(self.players.value()):
            name = self.rows[i].name.text().strip() or self.tr("Seat {n}").format(n=i + 1)
            self.start_seat.addItem(name)
        self.start_seat.setCurrentIndex(max(0, min(current, self.players.value() - 1)))

    def _default_name(self, i: int) -> None:
        row = self.rows[i]
        if row.name.text().strip() and not row.name.property("auto"):
            return
        if row.kind.currentIndex() == 0:
            row.name.setText(self.tr("Player {n}").format(n=i + 1))
        else:
            row.name.setText(self.tr("Computer {n}").format(n=i + 1))
        row.name.setProperty("auto", True)

    def set_phases(self, phases: Any) -> None:
        chosen = set(phases)
        for i, box in enumerate(self.phase_checks):
            box.setChecked(i + 1 in chosen)

    def chosen_phases(self) -> list[int]:
        return [i + 1 for i, box in enumerate(self.phase_checks) if box.isChecked()]

    # -- choices <-> widgets -------------------------------------------------
    def choices(self) -> dict[str, Any]:
        n = self.players.value()
        return {
            "game": GAMES[self.game.currentIndex()],
            "players": n,
            "seats": [
                {"name": r.name.text(), "kind": ("human", "computer")[r.kind.currentIndex()],
                 "level": LEVELS[r.level.currentIndex()]}
                for r in self.rows
            ],
            "phase10": {
                "edition": ("2026", "classic")[self.edition.currentIndex()],
                "natural_rule": ("per_phase", "per_group", "none")[self.natural.currentIndex()],
                "exact_ten_rounds": self.exact_ten.isChecked(),
                "phases": self.chosen_phases(),
                "knock": self.knock.isChecked(),
            },
            "skipbo": {
                "stock_size": self.stock.value() if self.stock.value() > self.stock.minimum() else None,
                "start": ("youngest", "left_of_dealer", "seat")[self.start.currentIndex()],
                "start_seat": self.start_seat.currentIndex(),
                "match_scoring": self.match.isChecked(),
            },
            "take_back": self.take_back.isChecked(),
            "seed": self.seed.text(),
        }

    def set_choices(self, data: dict[str, Any]) -> None:
        """Fill the widgets from remembered choices; anything odd is skipped."""
        def pick(seq: tuple, value: Any, default: int = 0) -> int:
            return seq.index(value) if value in seq else default

        try:
            self.game.setCurrentIndex(pick(GAMES, data.get("game")))
            players = data.get("players", 2)
            self.players.setValue(players if isinstance(players, int) else 2)
            raw_seats = data.get("seats")
            seats = raw_seats if isinstance(raw_seats, list) else []
            for i, row in enumerate(self.rows):
                seat = seats[i] if i < len(seats) and isinstance(seats[i], dict) else {}
                kind = seat.get("kind", "human" if i == 0 else "computer")
                row.kind.setCurrentIndex(pick(("human", "computer"), kind))
                row.level.setCurrentIndex(pick(LEVELS, seat.get("level"), 1))
                name = seat.get("name")
                if isinstance(name, str) and name.strip():
                    row.name.setText(name[:MAX_NAME])
                    row.name.setProperty("auto", False)
                else:
                    row.name.clear()
                    self._default_name(i)
            raw_p10 = data.get("phase10")
            p10 = raw_p10 if isinstance(raw_p10, dict) else {}
            self.edition.setCurrentIndex(pick(("2026", "classic"), p10.get("edition")))
            self.natural.setCurrentIndex(
                pick(("per_phase", "per_group", "none"), p10.get("natural_rule"), self.natural.currentIndex())
            )
            self.exact_ten.setChecked(p10.get("exact_ten_rounds") is True)
            self.knock.setChecked(p10.get("knock") is True)
            phases = p10.get("phases")
            self.set_phases(phases if isinstance(phases, list) and phases else range(1, 11))
            raw_sb = data.get("skipbo")
            sb = raw_sb if isinstance(raw_sb, dict) else {}
            stock = sb.get("stock_size")
            self.stock.setValue(stock if isinstance(stock, int) else self.stock.minimum())
            # Edition 42050-0925 (the youngest starts) unless another was chosen.
            self.start.setCurrentIndex(pick(("youngest", "left_of_dealer", "seat"), sb.get("start"), 0))
            self._refresh_seat_names()
            start_seat = sb.get("start_seat")
            if not isinstance(start_seat, int) or not 0 <= start_seat < self.players.value():
                start_seat = self._first_human()
            self.start_seat.setCurrentIndex(start_seat)
            self.match.setChecked(sb.get("match_scoring") is True)
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
        seats = []
        for i, seat in enumerate(data["seats"][:n]):
            name = seat["name"].strip()
            if not name:
                return None, self.tr("Please give seat {n} a name.").format(n=i + 1)
            level = seat["level"] if seat["kind"] == "computer" else None
            seats.append(Seat(name, seat["kind"], level))
        names = [s.name.casefold() for s in seats]
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
        if game == "phase10":
            p10 = dict(data["phase10"])
            if not p10["phases"]:
                return None, self.tr("Choose at least one phase to play.")
            options_json = {"players": n, **p10}
        else:
            sb = data["skipbo"]
            options_json = {"players": n, "start": sb["start"], "match_scoring": sb["match_scoring"]}
            if sb["stock_size"] is not None:
                limit = 30 if n <= 4 else 20
                if sb["stock_size"] > limit:
                    return None, self.tr("With {n} players the stock pile holds at most {limit} cards.").format(
                        n=n, limit=limit
                    )
                options_json["stock_size"] = sb["stock_size"]
            if sb["start"] == "youngest":
                options_json["youngest_seat"] = sb["start_seat"]
            elif sb["start"] == "seat":
                options_json["start_seat"] = sb["start_seat"]
        if data["take_back"]:
            options_json["take_back"] = True
        try:
            from cardtable.engine.registry import get_rules

            rules = get_rules(game)
            options = rules.options_from_json(options_json)
        except ImportError:
            return None, self.tr("This game is not available in this version.")
        except Exception as exc:  # the engine explains what it refuses
            return None, self.tr("These options are not possible: {reason}").format(
                reason=getattr(exc, "message", str(exc))
            )
        return NewGameChoice(game, options, options_json, tuple(seats), seed), ""

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
