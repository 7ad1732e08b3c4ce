"""The dice statistics (the engine's ``dice_stats``) as a small table and two sentences, built as DOM nodes."""

from ui.texts import text


def _cell(document, row, tag, words):
    cell = document.createElement(tag)
    cell.textContent = str(words)
    row.appendChild(cell)


def fill(document, box, stats, lang):
    """Replace ``box``'s content with the counts of each number and doublet against the expectation."""
    box.innerHTML = ""
    if not stats.get("dice"):
        note = document.createElement("p")
        note.textContent = text(lang, "dice_none")
        box.appendChild(note)
        return
    summary = document.createElement("p")
    summary.textContent = text(lang, "dice_summary", games=stats["games"], dice=stats["dice"], pairs=stats["pairs"])
    box.appendChild(summary)
    table = document.createElement("table")
    table.className = "dice-stats"
    head = document.createElement("tr")
    for key in ("dice_face", "dice_count", "dice_expected", "dice_doublet", "dice_expected"):
        _cell(document, head, "th", text(lang, key))
    table.appendChild(head)
    for index, face in enumerate(stats["faces"]):
        doublet = stats["doublets"][index]
        row = document.createElement("tr")
        _cell(document, row, "th", face["face"])
        _cell(document, row, "td", face["count"])
        _cell(document, row, "td", face["expected"])
        _cell(document, row, "td", doublet["count"])
        _cell(document, row, "td", doublet["expected"])
        table.appendChild(row)
    box.appendChild(table)
    for key, test in (("dice_faces_test", stats["faces_test"]), ("dice_doublets_test", stats["doublets_test"])):
        line = document.createElement("p")
        verdict = "dice_fair" if test["p"] >= 0.01 else "dice_unusual"
        words = text(lang, key, chi2=test["chi2"], df=test["df"], p=test["p"]) + " " + text(lang, verdict)
        if not test["reliable"]:
            words += " " + text(lang, "dice_few")
        line.textContent = words
        line.className = "dice-test"
        box.appendChild(line)
    any_doublet = stats["any_doublet"]
    line = document.createElement("p")
    line.textContent = text(lang, "dice_doublets", n=any_doublet["count"], e=any_doublet["expected"])
    box.appendChild(line)
