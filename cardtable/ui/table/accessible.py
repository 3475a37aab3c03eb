"""The table as an accessible tree: its cards, piles, groups and seats as
virtual accessible children of the table view.

Why: items of a QGraphicsScene are invisible to screen readers. The view's
accessible interface (``TableAccessible``, installed by ``install`` through
``QAccessible.installFactory``) lists what a sighted player sees as children
with names ("Blue 7, in your hand, 3 of 10", "Building pile 2, top 5, next
6", "Mama: 7 cards, phase 3, score 25") and states (selected, focused; a legal
place for the selected cards says so in its description). The children are
``QAccessibleInterface`` objects kept per place (``key``), so a screen reader
sees the same child while its card stays; their words come from the game's
``speech`` module and never name a hidden card. ``changed`` (after every
rebuild) and ``focus_moved`` (the table's keyboard cursor, ``input``) send the
events that keep a screen reader in step. ``carry`` says a sentence through
the focused child's description (``announce``'s way to Orca 43, which speaks
no announcement events); the child's own description comes back once the
keyboard cursor leaves it. A child that carried a sentence since the reader's
focus last came to it keeps answering after its card went
(``keep_departed``) and carries the sentences that follow until a key is
pressed (``carrier_key``, ``follow_keys``): a reader that is seconds behind
(Orca skips a focus event once a newer one waits) still finds the object the
sentences were said on.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QRect, QRectF, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from cardtable.ui.speech.announce import announcer
from cardtable.ui.table.read_keys import names

if TYPE_CHECKING:

    from cardtable.ui.table.view import TableView


def _tr(text: str) -> str:
    return QCoreApplication.translate("Speech", text)


#: How many children whose card went keep answering (``TableAccessible.keep_departed``).
DEPARTED_KEPT = 8


@dataclass
class Node:
    """One virtual child: its place ``key``, role, words and states."""

    key: tuple
    role: QAccessible.Role
    name: str
    description: str = ""
    rect: tuple[float, float, float, float] | None = None  # scene units
    selected: bool = False
    focused: bool = False
    focusable: bool = False


def build_nodes(view: Any) -> list[Node]:
    """The children of ``view`` in reading order: the prompt, the hand, the
    player's own piles, the places on the table, the buttons, the seats."""
    obs, model = view.obs, view.model
    if obs is None or model is None:
        return []
    speech = view.game.speech
    who = names(view)
    table_input = view.input
    has_focus = view.hasFocus()
    nodes = [Node(("prompt",), QAccessible.Role.StaticText, view.prompt())]
    ring = table_input.focus_ring()
    hand = [i for i in ring if i.spec.source[0] == "hand"]
    chosen = set(table_input.selection)
    for k, item in enumerate(ring):
        source = item.spec.source
        if source[0] == "hand":
            name = _tr("{card}, in your hand, {k} of {n}").format(
                card=speech.card(source[2]), k=k + 1, n=len(hand))
        else:
            name = speech.source_name(obs, source) or ""
        nodes.append(Node(("card", *source), QAccessible.Role.ListItem, name,
                          rect=item.spec.rect, selected=source in chosen, focusable=True,
                          focused=has_focus and k == table_input.focus_index
                          and table_input.target_focus is None))
    for target, zone in view.zone_items.items():
        if target == ("hand",):
            continue
        name = speech.zone_name(obs, target, who)
        if not name:
            continue
        description = _tr("A place for the selected cards") if zone.legal else ""
        nodes.append(Node(("zone", *target), QAccessible.Role.ListItem, name, description,
                          rect=zone.spec.rect, focusable=True,
                          focused=has_focus and target == table_input.target_focus))
    for button in view.button_items:
        nodes.append(Node(("button", button.spec.command), QAccessible.Role.Button,
                          view.label(button.spec.kind, {}), rect=button.spec.rect))
    zoned = {t[1] for t in view.zone_items if t[0] == "seat"}
    players = len(obs.hand_counts)
    for seat in range(players):
        if seat not in zoned:
            nodes.append(Node(("seat", seat), QAccessible.Role.StaticText,
                              speech.seat_words(obs, seat, who)))
    return nodes


class Child(QAccessibleInterface):
    """One virtual child of the table (its words live in the table's nodes)."""

    def __init__(self, table: TableAccessible, key: tuple) -> None:
        super().__init__()
        self.table = table
        self.key = key

    def node(self) -> Node | None:
        node = self.table.nodes.get(self.key)
        if node is None and self.key in self.table.departed:
            node = self.table.departed[self.key][0]
        return node

    def isValid(self) -> bool:
        return self.key in self.table.nodes or self.key in self.table.departed

    def object(self) -> Any:
        return None

    def window(self) -> Any:
        return self.table.window()

    def relations(self, match: Any = None) -> list:
        return []

    def focusChild(self) -> Any:
        return None

    def childAt(self, x: int, y: int) -> Any:
        return None

    def parent(self) -> Any:
        return self.table

    def child(self, index: int) -> Any:
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def text(self, t: QAccessible.Text) -> str:
        node = self.node()
        if node is None:
            return ""
        if t == QAccessible.Text.Name:
            return node.name
        if t == QAccessible.Text.Description:
            news = self.table.news
            return news[1] if news is not None and news[0] == self.key else node.description
        return ""

    def setText(self, t: QAccessible.Text, text: str) -> None:
        return None

    def rect(self) -> QRect:
        node = self.node()
        return self.table.screen_rect(node.rect if node is not None else None)

    def role(self) -> QAccessible.Role:
        node = self.node()
        return node.role if node is not None else QAccessible.Role.NoRole

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        node = self.node()
        if node is None:
            state.invalid = True
            return state
        state.focusable = node.focusable
        state.focused = node.focused
        state.selectable = node.focusable and node.key[0] == "card"
        state.selected = node.selected
        return state


class TableAccessible(QAccessibleWidget):
    """The table view's accessible interface (see the module docstring)."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view, QAccessible.Role.Client, "")
        self.view = view
        self.nodes: dict[tuple, Node] = {}
        self.order: list[tuple] = []
        self.children: dict[tuple, Child] = {}
        self.registered: set[int] = set()  # ids the accessibility cache holds (events)
        #: (the child's key, or None for the table itself; the sentence) it carries now
        self.news: tuple[tuple | None, str] | None = None
        #: the child the last Focus event named: the screen reader's focus (None: the table)
        self.reader_focus: tuple | None = None
        #: children that carried a sentence since the reader's focus last came to them (``carry``)
        self.carried: set[tuple] = set()
        #: carriers whose card went: key -> (their last node, their last index), the newest last
        self.departed: dict[tuple, tuple[Node, int]] = {}
        self.refresh_nodes()

    def refresh_nodes(self) -> tuple[set[tuple], set[tuple], bool]:
        """Read the table anew: (keys whose words changed, keys whose states
        changed, whether children came or went)."""
        try:
            built = build_nodes(self.view)
        except RuntimeError:  # the view is being deleted
            built = []
        old, old_order = self.nodes, self.order
        self.nodes = {n.key: n for n in built}
        self.order = [n.key for n in built]
        self.keep_departed(old, old_order)
        renamed = {k for k, n in self.nodes.items() if k in old and
                   (old[k].name, old[k].description) != (n.name, n.description)}
        restated = {k for k, n in self.nodes.items() if k in old and
                    (old[k].selected, old[k].focused) != (n.selected, n.focused)}
        return renamed, restated, set(old) != set(self.nodes)

    def keep_departed(self, old: dict[tuple, Node], old_order: list[tuple]) -> None:
        """A child that carried a sentence and whose card just went still
        answers as it last was (valid, its name, its place), out of the list
        of children: a screen reader that reads events seconds late (Orca on
        a busy machine) reaches its Focus event and the sentences on it only
        after the next deal, and ignores everything on an object that is
        gone, so the move said while the focus moved would never be heard.
        The last ``DEPARTED_KEPT`` of them are kept."""
        for key in self.carried - self.nodes.keys():
            if key in old:
                self.departed.pop(key, None)
                self.departed[key] = (old[key], old_order.index(key))
        self.carried &= self.nodes.keys()
        for key in self.nodes.keys() & self.departed.keys():  # back (the same card in the same place)
            del self.departed[key]
        while len(self.departed) > DEPARTED_KEPT:  # the oldest go, never the reader's focus
            del self.departed[next(k for k in self.departed if k != self.reader_focus)]

    def child_for(self, key: tuple) -> Child:
        child = self.children.get(key)
        if child is None:
            child = self.children[key] = Child(self, key)
        return child

    # -- QAccessibleInterface ---------------------------------------------------------
    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name:  # the window's name of it, with the game: "Card table: Phase 10"
            return self.widget().accessibleName() or _tr("Card table")
        if t == QAccessible.Text.Description:
            if self.news is not None and self.news[0] is None:
                return self.news[1]
            return _tr("R: your hand, T: the piles, G: the groups, M: your phase or stock, "
                       "O: every player, W: whose turn")
        return super().text(t)

    def childCount(self) -> int:
        return len(self.order)

    def child(self, index: int) -> Any:
        if 0 <= index < len(self.order):
            return self.child_for(self.order[index])
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        key = child.key if isinstance(child, Child) else None
        if key is None or self.children.get(key) is not child:
            return -1
        if key in self.nodes:
            return self.order.index(key)
        if key in self.departed:  # where it last was: a reader takes an object without a place for a dead one
            return self.departed[key][1]
        return -1

    def focusChild(self) -> Any:
        focused = next((k for k in self.order if self.nodes[k].focused), None)
        return self.child_for(focused) if focused is not None else None

    def childAt(self, x: int, y: int) -> Any:
        for key in reversed(self.order):
            node = self.nodes[key]
            if node.rect is not None and self.screen_rect(node.rect).contains(x, y):
                return self.child_for(key)
        return None

    def screen_rect(self, rect: tuple[float, float, float, float] | None) -> QRect:
        view = self.view
        if rect is None:
            return QRect()
        try:
            polygon = view.mapFromScene(QRectF(*rect))
            box = polygon.boundingRect()
            top_left = view.viewport().mapToGlobal(box.topLeft())
            return QRect(top_left, box.size())
        except RuntimeError:
            return QRect()

    # -- events ------------------------------------------------------------------------
    def send(self, key: tuple | None, kind: QAccessible.Event) -> None:
        """Tell a listening screen reader (only while one listens: an event
        registers its interface with Qt's accessibility cache)."""
        if not QAccessible.isActive():
            return
        iface: Any = self if key is None else self.child_for(key)
        if kind == QAccessible.Event.Focus:
            if key != self.reader_focus and key is not None:  # the reader's focus comes (back) to it:
                self.carried.discard(key)  # what it carried before is old news, it leaves without a trace
            self.reader_focus = key
        event = QAccessibleEvent(iface, kind)
        if key is not None:
            self.registered.add(QAccessible.uniqueId(iface))
        QAccessible.updateAccessibility(event)

    def carrier_key(self) -> tuple | None:
        """What has the screen reader's focus in the table: the child the last
        Focus event named, or None (the table). A child that is gone (a card
        just played) hands the reader's focus to the focused child first,
        unless it carried a sentence since the reader's focus came to it (it
        is kept, ``keep_departed``): then it carries the next ones too. Orca
        skips a Focus event when a newer one is already waiting, and with it
        every sentence on that object: a Focus for the card dealt in its place
        a moment later would lose the sentences said just before. The
        reader's focus follows the keyboard's at the next key (``follow_keys``)."""
        if self.reader_focus in self.nodes or self.reader_focus in self.departed:
            return self.reader_focus
        self.reader_focus = None
        focused = next((k for k in self.order if self.nodes[k].focused), None)
        if focused is not None:
            self.send(focused, QAccessible.Event.Focus)
        return self.reader_focus

    def follow_keys(self) -> None:
        """A key is pressed on the table: the reader's focus, if it stayed
        behind (on a child whose card went, or on one the keyboard's focus
        left when the hand was dealt anew), goes to the focused child."""
        if not self.view.hasFocus():
            return
        focused = next((k for k in self.order if self.nodes[k].focused), None)
        if focused is not None and focused != self.reader_focus:
            self.send(focused, QAccessible.Event.Focus)

    def carry(self, text: str) -> None:
        """The focused child (or the table) says ``text``: its description
        becomes ``text`` and at once empty (a reader that reads the focused
        object again a moment later finds nothing to say twice); its own
        description comes back when the focus moves on (``put_back``)."""
        key = self.carrier_key()
        self.put_back(key)
        if key is not None:
            self.carried.add(key)
        for said in (text, ""):
            self.news = (key, said)
            self.send(key, QAccessible.Event.DescriptionChanged)

    def put_back(self, focused: tuple | None) -> None:
        """A child that carried a sentence but has lost the focus gets its own description back."""
        if not self.view.hasFocus():
            self.reader_focus = None  # the reader follows the widget that has the focus now
        news = self.news
        if news is None or (news[0] == focused and self.view.hasFocus()):
            return
        self.news = None
        self.send(news[0], QAccessible.Event.DescriptionChanged)  # not the reader's focus now: not said

    def forget(self) -> None:
        """The view goes: the cache lets go of the children it was told about."""
        for uid in self.registered:
            with contextlib.suppress(Exception):
                QAccessible.deleteAccessibleInterface(uid)
        self.registered = set()
        self.departed = {}


def _factory(_key: str, obj: QObject) -> Any:
    if _view_type is not None and isinstance(obj, _view_type):
        return interface(obj)
    return None


_installed = False
_view_type: type[TableView] | None = None  # the table view's class: it installs this module, so it names itself


def install(view_type: type[TableView]) -> None:
    """Make every table view (``view_type``) answer with ``TableAccessible`` (once)."""
    global _installed, _view_type
    _view_type = view_type
    if not _installed:
        _installed = True
        QAccessible.installFactory(_factory)

    if carry not in announcer().carriers:
        announcer().carriers.append(carry)


def interface(view: TableView) -> TableAccessible:
    """The view's one ``TableAccessible`` (kept on the view: Python owns it)."""
    iface = view.accessible_iface
    if iface is None:
        iface = view.accessible_iface = TableAccessible(view)
        view.destroyed.connect(lambda *_a, i=iface: i.forget())
    return iface


def changed(view: TableView) -> None:
    """After a rebuild or a new selection: the children's words and states anew."""
    iface = view.accessible_iface
    if iface is None:
        return  # nobody asked for the tree yet: it is read fresh when asked
    renamed, restated, reordered = iface.refresh_nodes()
    if reordered:
        iface.send(None, QAccessible.Event.ObjectReorder)
    for key in renamed:
        iface.send(key, QAccessible.Event.NameChanged)
    for key in restated:
        iface.send(key, QAccessible.Event.StateChanged)
    focused = iface.focusChild()
    if focused is not None and focused.key in restated:
        iface.send(focused.key, QAccessible.Event.Focus)
    iface.put_back(iface.reader_focus)


def focus_gained(view: TableView) -> None:
    """The table got the keyboard focus: Qt names the table itself as focused
    only after the table's own focus handling named its focused card, so the
    card is named again once that is done (the reader's focus is the card)."""
    def again() -> None:
        iface = view.accessible_iface
        if iface is None or not view.hasFocus():
            return
        focused = iface.focusChild()
        if focused is not None:
            iface.send(focused.key, QAccessible.Event.Focus)

    QTimer.singleShot(0, view, again)


def key_pressed(view: TableView) -> None:
    """A key for the table (``TableAccessible.follow_keys``)."""
    iface = view.accessible_iface
    if iface is not None:
        iface.follow_keys()


def carry(widget: QWidget, text: str) -> bool:
    """``announce``'s carrier for a focused table (see ``TableAccessible.carry``)."""
    if _view_type is None or not isinstance(widget, _view_type):
        return False
    interface(widget).carry(text)
    return True
