import pytest

from absint.engine import modular


@pytest.fixture
def recorded(monkeypatch):
    """function -> the Summary its last recording analysis made."""
    seen = {}
    original = modular.ModularAnalysis.analyze_symbolic

    def spy(self, name, record):
        s = original(self, name, record)
        if record:
            seen[name] = s
        return s
    monkeypatch.setattr(modular.ModularAnalysis, "analyze_symbolic", spy)
    return seen
