"""The painter charts: axes cover the data, and an empty chart says so."""

from __future__ import annotations

from cardtable.ui.stats.charts import BarChart, LineChart, Series, nice_ticks


def test_ticks_are_round_and_reach_the_highest_value():
    assert nice_ticks(0, 0.083) == [0, 0.02, 0.04, 0.06, 0.08, 0.1]
    assert nice_ticks(0, 530) == [0, 200, 400, 600]
    assert nice_ticks(0, 1)[-1] == 1
    assert nice_ticks(3, 3)[-1] >= 3  # a flat series still gets an axis


def test_charts_paint_data_and_the_empty_text(qapp):
    line = LineChart()
    line.resize(300, 200)
    line.empty_text = "Nothing"
    line.grab()  # empty: paints the text
    line.set_series([Series("Anna", ((1, 10.0), (2, 25.0))), Series("empty", ())])
    assert [s.label for s in line.series] == ["Anna"]
    assert not line.grab().isNull()
    bars = BarChart()
    bars.resize(300, 200)
    bars.percent = True
    bars.set_data(["Anna", "Bob"], [(0.08, 0.074), (0.05, 0.074)], ["dealt", "chance"])
    assert not bars.grab().isNull()


def test_rounds_and_games_are_counted_in_whole_numbers():
    from cardtable.ui.stats.charts import nice_ticks

    assert nice_ticks(1, 3, 6, whole=True) == [1, 2, 3]  # not 1, 1.2, 1.4, …
    assert all(float(t).is_integer() for t in nice_ticks(1, 47, 6, whole=True))
    assert nice_ticks(1, 3, 6) != [1, 2, 3]  # points may well be fractions of a step


def test_the_phase_chart_writes_whole_phases_on_its_axis(qapp):
    """Phases played in two rounds (1, then 2) gave the axis 0, 0.5, 1, 1.5, 2:
    there is no phase 1.5."""
    from cardtable.ui.stats.chart_page import ChartsPage

    page = ChartsPage()
    page.phases.set_series([Series("Anna", ((1, 1.0), (2, 2.0))), Series("Ben", ((1, 1.0), (2, 1.0)))])
    assert page.phases.y_ticks() == [0, 1, 2]
    page.points.set_series([Series("Anna", ((1, 0.0), (2, 1.5)))])
    assert 0.5 in page.points.y_ticks()  # points are not counted in whole steps
