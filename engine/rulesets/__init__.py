"""Rule sets register themselves on import; importing this package loads every one of them."""

from engine.rulesets import city as city
from engine.rulesets import hobbit as hobbit
