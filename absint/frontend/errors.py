"""The one exception the front end raises for input it cannot take."""


class FrontendError(Exception):
    """A file that cannot be analyzed. str(err) is one line: "file:line:col: what" (or "file: what")."""
