"""The rules dialog: a game's rules from the engine (``rules``), built with DOM nodes and textContent only.

Opened from the home screen (the selected game) and from the play screen (the game being played); it follows
the language switch while open.  The texts are plain data: sections with a title and paragraphs or lists.
"""

import asyncio

from pyscript.ffi import create_proxy

from ui.texts import text


class RulesPanel:
    """``sources`` maps the id of each Rules button to a function answering the game id it shows."""

    def __init__(self, document, sources):
        self.document = document
        self.dialog = document.getElementById("rules")
        self.heading = document.getElementById("rules-title")
        self.source = document.getElementById("rules-source")
        self.body = document.getElementById("rules-body")
        self.engine = None
        self.lang = "en"
        self.game_id = None
        self.buttons = []
        self._proxies = []
        for button_id, game_of in sources.items():
            button = document.getElementById(button_id)
            button.disabled = True  # until the engine can answer
            self.buttons.append(button)
            self._listen(button, self._opener(game_of))
        self._listen(document.getElementById("rules-close"), lambda event: self.dialog.close())

    def _listen(self, element, handler):
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        element.addEventListener("click", proxy)

    def _opener(self, game_of):
        def opened(event):
            game_id = game_of()
            if self.engine is not None and game_id:
                asyncio.create_task(self.show(game_id))

        return opened

    def ready(self, engine):
        self.engine = engine
        for button in self.buttons:
            button.disabled = False

    async def show(self, game_id):
        """Fetch and show the rules of ``game_id`` in the current language (the dialog opens if closed)."""
        self.game_id = game_id
        lang = self.lang
        answer = await self.engine.call("rules", {"game": game_id, "lang": lang})
        if game_id != self.game_id or lang != self.lang:
            return  # a later request (another game or language) wins
        self._render(answer, lang)
        self.dialog.setAttribute("data-game", game_id)
        self.dialog.setAttribute("data-lang", lang)
        if not self.dialog.open:
            self.dialog.showModal()

    async def set_lang(self, lang):
        self.lang = lang
        if self.dialog.open and self.game_id and self.engine is not None:
            await self.show(self.game_id)

    def _render(self, answer, lang):
        doc = self.document
        self.body.replaceChildren()
        if "error" in answer:
            self.heading.textContent = text(lang, "rules")
            self.source.textContent = ""
            self.body.appendChild(self._node("p", answer["error"].get(lang) or answer["error"].get("en", "")))
            return
        rules = answer["rules"]
        self.heading.textContent = rules["title"]
        self.source.textContent = rules["source"]
        for section in rules["sections"]:
            part = doc.createElement("section")
            part.appendChild(self._node("h3", section["title"]))
            for block in section["body"]:
                if isinstance(block, str):
                    part.appendChild(self._node("p", block))
                else:
                    items = doc.createElement("ul")
                    for item in block:
                        items.appendChild(self._node("li", item))
                    part.appendChild(items)
            self.body.appendChild(part)

    def _node(self, tag, words):
        node = self.document.createElement(tag)
        node.textContent = words
        return node
