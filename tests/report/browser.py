"""A headless Chromium driven over the DevTools protocol through its pipe (--remote-debugging-pipe:
commands on fd 3, replies on fd 4, NUL-separated JSON). No dependency beyond the standard
library and the browser itself (Debian: `apt-get install chromium`).

    with Chromium.start(tmp_path) as browser:
        page = browser.open("file:///.../report.html")
        page.wait_for("window.absintReady === true")
        page.evaluate("document.title")
        page.errors      # console errors and uncaught exceptions, as text
"""
from __future__ import annotations

import json
import os
import select
import shutil
import subprocess
import time

CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run",
         "--disable-default-apps", "--disable-extensions", "--mute-audio",
         "--disable-dev-shm-usage")     # (a container's small /dev/shm must not crash it)


def find_chromium():
    """The browser to drive: $ABSINT_CHROMIUM, else the first of CANDIDATES on the PATH; None."""
    explicit = os.environ.get("ABSINT_CHROMIUM")
    if explicit:
        return explicit if os.path.exists(explicit) else shutil.which(explicit)
    for name in CANDIDATES:
        path = shutil.which(name)
        if path:
            return path
    return None


class BrowserError(Exception):
    pass


class Chromium:
    def __init__(self, process, to_browser, from_browser):
        self.process = process
        self.out = to_browser
        self.inp = from_browser
        self.buffer = b""
        self.next_id = 0
        self.events = []

    @classmethod
    def start(cls, profile_dir, executable=None):
        executable = executable or find_chromium()
        if executable is None:
            raise BrowserError("no Chromium found")
        commands_r, commands_w = os.pipe()      # we write, the browser reads on fd 3
        replies_r, replies_w = os.pipe()        # the browser writes on fd 4, we read

        def child_fds():
            os.dup2(commands_r, 3)
            os.dup2(replies_w, 4)
        process = subprocess.Popen(
            [executable, *FLAGS, f"--user-data-dir={profile_dir}", "--remote-debugging-pipe",
             "about:blank"],
            pass_fds=(3, 4), preexec_fn=child_fds, stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(commands_r)
        os.close(replies_w)
        return cls(process, commands_w, replies_r)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def close(self):
        for fd in (self.out, self.inp):
            try:
                os.close(fd)
            except OSError:
                pass
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    # ------------------------------------------------------------------ the protocol
    def _read(self, timeout: float):
        end = time.monotonic() + timeout
        while b"\0" not in self.buffer:
            left = end - time.monotonic()
            if left <= 0:
                raise BrowserError("no reply from the browser in time")
            ready, _, _ = select.select([self.inp], [], [], left)
            if ready:
                chunk = os.read(self.inp, 1 << 16)
                if not chunk:
                    raise BrowserError("the browser closed its pipe")
                self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method: str, params=None, session=None, timeout: float = 30.0) -> dict:
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.out, json.dumps(message).encode() + b"\0")
        while True:
            reply = self._read(timeout)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise BrowserError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def open(self, url: str) -> "Page":
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target,
                                                       "flatten": True})["sessionId"]
        page = Page(self, session)
        for domain in ("Runtime", "Log", "Page", "Network"):
            page.send(f"{domain}.enable")
        page.send("Page.navigate", {"url": url})
        return page


class Page:
    def __init__(self, browser: Chromium, session: str):
        self.browser = browser
        self.session = session

    def send(self, method, params=None, timeout: float = 30.0):
        return self.browser.send(method, params, self.session, timeout)

    def evaluate(self, expression: str):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                 "awaitPromise": True})
        if "exceptionDetails" in result:
            raise BrowserError(f"{expression}: {result['exceptionDetails'].get('text')} "
                               f"{result['exceptionDetails'].get('exception', {}).get('description', '')}")
        return result["result"].get("value")

    def wait_for(self, expression: str, timeout: float = 20.0):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                if self.evaluate(expression):
                    return
            except BrowserError:
                pass
            time.sleep(0.05)
        raise BrowserError(f"timed out waiting for {expression}; errors: {self.errors}")

    @property
    def errors(self) -> list:
        """Console errors and uncaught exceptions of this page so far."""
        out = []
        for e in self.browser.events:
            if e.get("sessionId") != self.session:
                continue
            method, params = e.get("method"), e.get("params", {})
            if method == "Runtime.exceptionThrown":
                details = params.get("exceptionDetails", {})
                out.append(details.get("exception", {}).get("description") or details.get("text"))
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                out.append(" ".join(str(a.get("value", a.get("description", "")))
                                    for a in params.get("args", [])))
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                out.append(params["entry"].get("text"))
        return out

    @property
    def requests(self) -> list:
        """The URLs this page requested (the page itself included)."""
        return [e["params"]["request"]["url"] for e in self.browser.events
                if e.get("sessionId") == self.session
                and e.get("method") == "Network.requestWillBeSent"]
