"""The city rule set: mafia, civilians and robbers (SPEC section 3)."""

from engine.ruleset import register
from engine.rulesets.city.rules import CityRules

CITY = register(CityRules())

__all__ = ["CITY", "CityRules"]
