"""The saved games on the home screen (#saved): resume the game in progress, the list of every saved game
(game, players, result, date) with resume, replay, export, link and delete, import by file or drop, the
damaged games (ui/store/damaged.py), back up all games and restore from a backup (ui/store/backup.py), and the
dice statistics over all saved games.

When the app starts, each stored entry is read on its own by the checked reader (ui/checked.py), then checked by
the engine: one that is not a readable entry, and one the engine refuses (illegal action: its ``load_record``),
is set aside under the quarantine key with the reason in every language, and listed under "Damaged games"; the
others stay usable.  One saved by a newer version (its record's format is newer than this build reads) is kept
untouched and listed as such.
"""

import asyncio

from pyscript.ffi import create_proxy, to_js

from ui import checked
from ui.screens.match import played_game
from ui.screens.replay_steps import turn_rows
from ui.store import backup, dice_table
from ui.store.autosave import new_entry, now_iso
from ui.store.damaged import Damaged
from ui.store.storage import FULL, SAVED
from ui.store.transfer import MAX_IMPORT_BYTES, decode_link, encode_link, export_text, file_stem, parse_import
from ui.texts import LANGS, points, text

IMPORT_KEYS = {
    "bad_too_large": "import_too_large",
    "bad_not_json": "import_not_json",
    "bad_not_record": "import_not_record",
    "bad_no_format": "import_no_format",
}  # the reader's refusals of an imported file that have their own sentence

MORE_TO_CONTINUE = 3  # the other unfinished games listed under the most recent one


class Saved:
    def __init__(self, document, window, store, autosave, app):
        self.document = document
        self.window = window
        self.store = store
        self.autosave = autosave
        self.app = app  # App: engine (through app.play.engine), set_mode, the replay viewer
        self.lang = app.lang
        self.entries = []  # the entries that load, most recently saved first, each with its engine summary
        self.summaries = {}  # id -> the engine's summary
        self.migrated = {}  # id -> the record in the current format, for entries stored in an older one
        self.newer = []  # the entries saved by a newer version: kept untouched, listed, not opened
        self.message_key = None
        self.message_extra = ""
        self.message_values = {}
        self.resume_id = None
        self._row_proxies = []  # the list's buttons' handlers, replaced at each redraw
        get = document.getElementById
        self.section = get("saved")
        self.list = get("saved-list")
        self.resume_box = get("saved-resume")
        self.resume_text = get("saved-resume-text")
        self.others = get("continue-others")
        self.damaged = Damaged(document, store, self)
        self.message = get("saved-message")
        self.undo_button = get("saved-undo")
        self.deleted = None  # (id, stored text, summary) of the game deleted last, until Undo or another message
        self.file_input = get("import-file")
        self.restore_input = get("restore-file")
        self.stats_box = get("dice-stats")
        self.link_box = get("link-box")
        self.link_out = get("link-out")
        self._proxies = []
        self._listen(get("resume"), "click", lambda event: self._resume_latest())
        self._listen(self.undo_button, "click", lambda event: self._undo_delete())
        self._listen(self.file_input, "change", lambda event: self._picked())
        self._listen(self.restore_input, "change", lambda event: self._restore_picked())
        self._listen(get("backup-all"), "click", lambda event: self._backup())
        self._listen(get("dice-all"), "click", lambda event: asyncio.create_task(self.show_stats()))
        body = document.body
        self._listen(body, "dragover", self._dragover)
        self._listen(body, "drop", self._dropped)
        self._hash_proxy = create_proxy(lambda event: asyncio.create_task(self.open_link()))
        window.onhashchange = self._hash_proxy  # a link pasted into the address bar of the open app

    def _listen(self, element, name, handler):
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        element.addEventListener(name, proxy)

    @property
    def engine(self):
        return self.app.play.engine

    # ---- loading and checking -----------------------------------------------------------

    async def load(self, only=None, skip=None):
        """Read every stored entry on its own, check the readable ones with the engine; set aside those that fail.
        ``only``: check that id alone (the game the address names, opened before the others are checked);
        ``skip``: every id but that one (already checked)."""
        readable = []
        for game_id in self.store.ids():
            if (only is not None and game_id != only) or game_id == skip:
                continue
            entry, problem = self.store.read(game_id)
            if entry is None:
                self._refuse(game_id, checked.in_every_language(problem))
            elif not checked.newer(entry["record"]):
                readable.append(entry)
        answers = await self._check([e["record"] for e in readable])
        for index, entry in enumerate(readable):
            answer = answers[index]
            if "error" in answer:
                self._refuse(entry["id"], self._rules_reason(answer["error"]))
            else:
                self.summaries[entry["id"]] = answer["summary"]
                if answer["record"] != entry["record"]:  # an older format: stored again in the current one
                    self.migrated[entry["id"]] = answer["record"]
                    entry["record"] = answer["record"]
                    self.store.save(entry, entry["rev"])
        self.refresh()

    async def _check(self, records):
        """The engine's answer for each record, one call each: a player's throw sent meanwhile waits for one
        game's check, not for all of them (a long game takes the engine a few hundred ms), and a record the
        worker cannot take refuses no other."""
        answers = []
        for record in records:
            try:
                answer = (await self.engine.call("check_records", {"records": [record]}))[0]
            except Exception:
                answer = {"error": None}
            answers.append(answer if isinstance(answer, dict) else {"error": None})
        return answers

    def _rules_reason(self, error):
        if not isinstance(error, dict):
            return checked.in_every_language(("bad_engine", {}))
        return {lang: text(lang, "bad_rules", why=str(error.get(lang) or error.get("en") or "")) for lang in LANGS}

    def _refuse(self, game_id, reason):
        """Set aside; when not even its mark can be stored (storage full), left out of the games for this visit."""
        if not self.store.set_aside(game_id, reason):
            self.damaged.extra[game_id] = reason

    def refresh(self):
        """Re-read the stored entries (after a game, a delete, an import) and redraw."""
        entries = []
        self.newer = []
        for game_id in self.store.ids():
            if game_id in self.damaged.extra:
                continue  # refused, and could not be marked: never offered
            entry, _ = self.store.read(game_id)
            if entry is None:
                continue
            (self.newer if checked.newer(entry["record"]) else entries).append(entry)
        self.entries = entries
        self.render()

    def game_names(self, lang):
        """The games' names in ``lang`` by id (from the engine's list)."""
        return {game["id"]: game["names"].get(lang) or game["names"].get("en") for game in self.app.home.games or []}

    def _summary(self, entry):
        """The engine's summary of the game (names, seats, result), the entry's stored status where the engine has
        not checked it yet (a game saved since the start), and its length."""
        checked = self.summaries.get(entry["id"]) or {}
        summary = dict(checked)
        status = entry.get("status") or {}
        summary["actions"] = len(entry["record"].get("actions") or [])
        if checked.get("actions") != summary["actions"]:  # saved since the engine checked it: the status is newer
            for key in ("phase", "winner", "points", "score"):
                summary[key] = status.get(key, summary.get(key))
        return summary

    # ---- drawing -------------------------------------------------------------------------

    def set_lang(self, lang):
        self.lang = lang
        self.render()

    def game_name(self, entry):
        summary = self._summary(entry)
        names = summary.get("names")
        if names:
            return names.get(self.lang) or names.get("en")
        played = played_game(entry["record"])  # not checked by the engine yet (saved since the start)
        for game in self.app.home.games or []:
            if game["id"] == played:
                name = game["names"].get(self.lang) or game["names"].get("en")
                return name if played == entry["record"].get("game") else text(self.lang, "match_of", game=name)
        return str(entry["record"].get("game"))

    def _seats(self, entry):
        summary = self._summary(entry)
        seats = summary.get("seats")
        if seats:
            return seats.get(self.lang) or seats.get("en")
        return [text(self.lang, "seat0"), text(self.lang, "seat1")]

    def _players(self, entry):
        seats = self._seats(entry)
        names = entry.get("names") or [None, None]
        bots = entry.get("bots") or {}
        shown = []
        for seat in (0, 1):
            words = seats[seat]
            if names[seat]:
                words = names[seat] + " (" + words + ")"
            level = (bots.get(str(seat)) or bots.get(seat)) if isinstance(bots, dict) else None
            if level:
                words += " · " + text(self.lang, "bot_level", level=level)
            shown.append(words)
        return " – ".join(shown)

    def _result(self, entry):
        summary = self._summary(entry)
        seats = self._seats(entry)
        score = summary.get("score")  # a match: its score says more than the last game's points
        tally = text(self.lang, "match_score", white=seats[0], a=score[0], black=seats[1], b=score[1]) if score else ""
        if summary.get("phase") != "over":
            moves = max(1, len(turn_rows(entry["record"].get("actions") or [])))
            return text(self.lang, "in_progress", n=moves) + (" · " + tally if tally else "")
        winner = summary.get("winner")
        if winner is None:
            return text(self.lang, "draw")
        return text(self.lang, "won_by", who=seats[winner]) + " · " + (tally or points(self.lang, summary["points"]))

    def _over(self, entry):
        return self._summary(entry).get("phase") == "over"

    def render(self):
        doc = self.document
        lang = self.lang
        self.list.innerHTML = ""
        self._row_proxies = []
        latest = None
        for entry in self.entries:
            if latest is None and not self._over(entry):
                latest = entry
            item = doc.createElement("li")
            item.className = "saved-game" + (" over" if self._over(entry) else "")
            item.setAttribute("data-id", entry["id"])
            title = doc.createElement("strong")
            title.textContent = self.game_name(entry)
            item.appendChild(title)
            for words, css in (
                (self._players(entry), "who"),
                (self._result(entry), "result"),
                (str(entry.get("updated", ""))[:16].replace("T", " "), "when"),
            ):
                line = doc.createElement("span")
                line.className = css
                line.textContent = words
                item.appendChild(line)
            row = doc.createElement("div")
            row.className = "saved-actions"
            buttons = [("replay", self._replay), ("export_json", self._export_json), ("export_text", self._export_text)]
            buttons += [("copy_link", self._copy_link), ("delete", self._delete)]
            if not self._over(entry):
                buttons.insert(0, ("resume", self._resume))
            else:
                buttons.insert(1, ("review", self._review))  # the game review (ui/screens/review.py)
            for key, action in buttons:
                button = doc.createElement("button")
                button.type = "button"
                button.className = "small " + key
                button.textContent = text(lang, key)
                proxy = create_proxy(self._bound(action, entry["id"]))
                self._row_proxies.append(proxy)
                button.addEventListener("click", proxy)
                row.appendChild(button)
            item.appendChild(row)
            self.list.appendChild(item)
        self.section.setAttribute("data-count", str(len(self.entries)))
        empty = doc.getElementById("saved-empty")
        empty.hidden = bool(self.entries)
        self.resume_box.hidden = latest is None
        if latest is not None:
            self.resume_id = latest["id"]
            self.resume_text.textContent = text(
                lang, "resume_offer", game=self.game_name(latest), result=self._result(latest)
            )
        self._other_games([e for e in self.entries if not self._over(e) and e is not latest][:MORE_TO_CONTINUE])
        for entry in self.newer:
            self.list.appendChild(self._newer_item(entry))
        self.damaged.render(lang)
        self._show_message()

    def _other_games(self, entries):
        """The other unfinished games under "Continue", most recently saved first: one button each."""
        self.others.innerHTML = ""
        self.others.hidden = not entries
        for entry in entries:
            item = self.document.createElement("li")
            button = self.document.createElement("button")
            button.type = "button"
            button.className = "small continue-other"
            button.setAttribute("data-id", entry["id"])
            button.textContent = self.game_name(entry) + " · " + self._result(entry)
            proxy = create_proxy(self._bound(self._resume, entry["id"]))
            self._row_proxies.append(proxy)
            button.addEventListener("click", proxy)
            item.appendChild(button)
            self.others.appendChild(item)

    def _newer_item(self, entry):
        """A game saved by a newer version: said so, kept untouched; it can be downloaded as stored or deleted."""
        doc = self.document
        item = doc.createElement("li")
        item.className = "saved-game newer"
        item.setAttribute("data-id", entry["id"])
        game = entry["record"].get("game")
        title = doc.createElement("strong")
        title.textContent = self.game_names(self.lang).get(game) or text(self.lang, "newer_game")
        item.appendChild(title)
        line = doc.createElement("span")
        line.className = "result"
        line.textContent = text(self.lang, "newer_version")
        item.appendChild(line)
        row = doc.createElement("div")
        row.className = "saved-actions"
        for key, action in (("damaged_download", self._export_raw), ("delete", self._delete)):
            button = doc.createElement("button")
            button.type = "button"
            button.className = "small " + key
            button.textContent = text(self.lang, key)
            proxy = create_proxy(self._bound(action, entry["id"]))
            self._row_proxies.append(proxy)
            button.addEventListener("click", proxy)
            row.appendChild(button)
        item.appendChild(row)
        return item

    def _bound(self, action, game_id):
        return lambda event: action(game_id)

    def say(self, key, extra="", **values):
        self.deleted = None  # a new message ends the offer to undo a deletion
        self.undo_button.hidden = True
        self.message_key = key
        self.message_extra = extra
        self.message_values = values
        self._show_message()

    def _show_message(self):
        if self.message_key is None:
            self.message.hidden = True
            return
        said = text(self.lang, self.message_key, **self.message_values)
        self.message.textContent = (said + " " + self.message_extra).strip()
        self.message.setAttribute("data-key", self.message_key)
        self.message.hidden = False

    # ---- actions on one game --------------------------------------------------------------

    def _entry(self, game_id):
        entry, _ = self.store.read(game_id)
        if entry is not None and game_id in self.migrated and "actions" not in entry["record"]:
            entry["record"] = self.migrated[game_id]  # its migration could not be stored (storage full)
        return entry

    def stored(self, game_id):
        """The stored entry ``game_id`` (in the current format), or None."""
        return self._entry(game_id)

    def _resume_latest(self):
        if self.resume_id:
            self._resume(self.resume_id)

    def _resume(self, game_id):
        entry = self._entry(game_id)
        if entry is None or self.engine is None:
            return
        asyncio.create_task(self.open_in_play(entry))

    async def open_in_play(self, entry):
        """Show ``entry``'s game on the play screen where it stands; it goes on saving under its id."""
        self.autosave.next_entry = entry
        self.app.set_mode("play")
        bots = entry.get("bots")
        error = await self.app.play.open(entry["record"], bots if isinstance(bots, dict) else None)
        if error is not None:
            self.autosave.next_entry = None

    def _replay(self, game_id):
        entry = self._entry(game_id)
        if entry is not None and self.engine is not None:
            asyncio.create_task(self.app.replay.open(entry, self.lang))

    def _review(self, game_id):
        entry = self._entry(game_id)
        if entry is not None and self.engine is not None:
            asyncio.create_task(self.app.replay.open_review(entry, self.lang))

    def _delete(self, game_id):
        """Delete at once, with Undo: the stored text is kept until another message replaces the offer."""
        raw = self.store.raw(game_id)
        entry = self._entry(game_id)
        newer = entry is None or checked.newer(entry["record"])
        name = text(self.lang, "newer_game") if newer else self.game_name(entry)
        if not self.store.delete(game_id):
            return
        summary = self.summaries.pop(game_id, None)
        self.refresh()
        self.say("deleted", name)
        self.deleted = (game_id, raw, summary)
        self.undo_button.hidden = False

    def _undo_delete(self):
        if self.deleted is None:
            return
        game_id, raw, summary = self.deleted
        if self.store.restore(game_id, raw) != SAVED:
            self.say("undo_failed")
            return
        if summary is not None:
            self.summaries[game_id] = summary
        self.say(None)
        self.refresh()

    def _export_json(self, game_id):
        entry = self._entry(game_id)
        if entry is not None:
            stem = file_stem(entry["record"].get("game"), str(entry.get("updated", "")))
            self.download(stem + ".json", export_text(entry["record"], entry.get("names")), "application/json")

    def _export_raw(self, game_id):
        raw = self.store.raw(game_id)
        if raw is not None:
            self.download("tablier-newer-" + str(self.newer_rank(game_id)) + ".json", str(raw), "application/json")

    def newer_rank(self, game_id):
        ids = [entry["id"] for entry in self.newer]
        return ids.index(game_id) + 1 if game_id in ids else 0

    def _export_text(self, game_id):
        entry = self._entry(game_id)
        if entry is not None:
            asyncio.create_task(self._text_file(entry))

    async def _text_file(self, entry):
        answer = await self.engine.call("game_text", {"record": entry["record"], "lang": self.lang})
        if "error" in answer:
            self.say("export_failed", answer["error"].get(self.lang) or "")
            return
        stem = file_stem(entry["record"].get("game"), str(entry.get("updated", "")))
        self.download(stem + ".txt", answer["text"], "text/plain")

    def download(self, name, content, mime):
        """Save ``content`` as a file named ``name`` (a Blob and a temporary link with ``download``)."""
        blob = self.window.Blob.new(to_js([content]), to_js({"type": mime + ";charset=utf-8"}))
        url = self.window.URL.createObjectURL(blob)
        link = self.document.createElement("a")
        link.href = url
        link.download = name
        self.document.body.appendChild(link)
        link.click()
        link.remove()
        self.window.setTimeout(create_proxy(lambda: self.window.URL.revokeObjectURL(url)), 1000)

    def _copy_link(self, game_id):
        entry = self._entry(game_id)
        if entry is None:
            return
        location = self.window.location
        url = str(location.origin) + str(location.pathname) + encode_link(entry["record"])
        self.link_out.value = url
        self.link_box.hidden = False
        self.link_out.select()
        asyncio.create_task(self._clipboard(url))

    async def _clipboard(self, url):
        try:
            await self.window.navigator.clipboard.writeText(url)
            self.say("link_copied")
        except Exception:  # no clipboard permission: the link stays shown, selected, to copy by hand
            self.say("link_shown")

    # ---- import ----------------------------------------------------------------------------

    def _picked(self):
        files = self.file_input.files
        if files.length:
            asyncio.create_task(self.import_file(files.item(0)))
        self.file_input.value = ""

    def _dragover(self, event):
        event.preventDefault()

    def _dropped(self, event):
        event.preventDefault()
        files = event.dataTransfer.files if event.dataTransfer else None
        if files and files.length:
            asyncio.create_task(self.import_file(files.item(0)))

    async def import_file(self, file):
        """Import a record file: checked for size, JSON and the rules before anything is stored."""
        if int(file.size) > MAX_IMPORT_BYTES:
            self.say("import_too_large")
            return
        try:
            content = str(await file.text())
        except Exception:  # unreadable (a folder, a file removed meanwhile)
            self.say("import_not_json")
            return
        record, names, problem = parse_import(content)
        if problem is not None:
            if problem[0] in IMPORT_KEYS:
                self.say(IMPORT_KEYS[problem[0]])
            else:
                self.say("import_bad", checked.words(problem, self.lang) + ".")
            return
        await self.add(record, names, "imported")

    async def add(self, record, names, said):
        """Store a game from a file or a link once the engine accepts it; answers the entry or None."""
        answer = await self.engine.call("load_record", {"record": record})
        if "error" in answer:
            self.say("import_refused", answer["error"].get(self.lang) or answer["error"].get("en", ""))
            return None
        entry = new_entry(self.window, answer["record"], names)
        summary = answer["summary"]
        entry["status"] = {"phase": summary["phase"], "winner": summary["winner"], "points": summary["points"]}
        result = self.store.save(entry, None)
        if result != SAVED:
            self.say("storage_full" if result == FULL else "storage_denied")
            return None
        self.summaries[entry["id"]] = summary
        self.say(said, self.game_name(entry))
        self.refresh()
        return entry

    async def open_link(self):
        """A game given in the URL fragment (``#record=…``): stored as a new saved game and shown."""
        record, problem = decode_link(self.window.location.hash)
        if problem == "no_link":
            return
        if problem is not None:
            self.say("link_broken", checked.words(problem, self.lang) + ".")
            return
        entry = await self.add(record, None, "link_opened")
        if entry is not None:
            await self.open_in_play(entry)

    # ---- dice statistics ------------------------------------------------------------------

    async def show_stats(self):
        records = [entry["record"] for entry in self.entries]
        stats = await self.engine.call("dice_stats", {"records": records})
        dice_table.fill(self.document, self.stats_box, stats, self.lang)
        self.stats_box.hidden = False

    # ---- back up all games, restore from a backup ------------------------------------------

    def _backup(self):
        if not self.store.ids():
            self.say("backup_none")
            return
        when = now_iso(self.window)
        self.download("tablier-backup-" + when[:10] + ".json", backup.backup_text(self.store, when), "application/json")

    def _restore_picked(self):
        files = self.restore_input.files
        if files.length:
            asyncio.create_task(self.restore_file(files.item(0)))
        self.restore_input.value = ""

    async def restore_file(self, file):
        """Merge a backup with the stored games: each game checked on its own (the reader, then the engine's
        rules); never overwrites a different game with the same id (that one gets a new id)."""
        size = int(file.size)
        if size > checked.MAX_BACKUP_CHARS:  # refused before reading it: too big for the main thread
            games, problem = checked.refused("bad_too_large", n=size, most=checked.MAX_BACKUP_CHARS)
        else:
            try:
                content = str(await file.text())
            except Exception:  # unreadable (a folder, a file removed meanwhile)
                content = None
            games, problem = checked.backup(content)
        if problem is not None:
            self.say("restore_bad", checked.words(problem, self.lang) + ".")
            return
        entries, refused = [], []
        for item in games:
            entry, problem = checked.entry_data(item)
            if entry is None:
                refused.append(checked.words(problem, self.lang))
            else:
                entries.append(entry)
        checking = [entry for entry in entries if not checked.newer(entry["record"])]
        answers = await self._check([entry["record"] for entry in checking])
        accepted = [(entry, None) for entry in entries if checked.newer(entry["record"])]  # kept untouched
        for index, entry in enumerate(checking):
            answer = answers[index]
            if "error" in answer:
                refused.append(self._rules_reason(answer["error"]).get(self.lang, ""))
            else:
                entry["record"] = answer["record"]
                accepted.append((entry, answer["summary"]))
        added = same = 0
        games = {}
        for game_id in self.store.ids():
            stored, _ = self.store.read(game_id)
            if stored is not None:
                games[game_id] = stored
        for entry, summary in accepted:
            where, game_id = backup.placement(self.store, games, entry)
            if where == "same":
                same += 1
                continue
            fresh = new_entry(self.window, entry["record"], entry.get("names"), entry.get("bots"))
            for key in ("created", "updated", "status"):
                if entry.get(key) is not None:
                    fresh[key] = entry[key]
            fresh["id"] = game_id or fresh["id"]
            result = self.store.save(fresh, None)
            if result != SAVED:
                self.say("storage_full" if result == FULL else "storage_denied")
                self.refresh()
                return
            if summary is not None:
                self.summaries[fresh["id"]] = summary
            games[fresh["id"]] = fresh
            added += 1
        words = [text(self.lang, "restore_refused_one", reason=reason) for reason in refused]
        self.say("restored", " ".join(words), added=added, same=same, refused=len(refused))
        self.refresh()
