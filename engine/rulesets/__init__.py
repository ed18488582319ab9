"""Rule sets register themselves on import; importing this package loads every one of them."""

from engine.rulesets import city as city

try:  # the hobbit rule set is a separate plug-in; the engine works without it
    from engine.rulesets import hobbit as hobbit
except ImportError:  # pragma: no cover - only while it is being written
    hobbit = None  # type: ignore[assignment]
