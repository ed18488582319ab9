"""The hobbit rule set: civilians, orcs with Sauron and Smaug, and Gollum (SPEC section 4)."""

from engine.ruleset import register
from engine.rulesets.hobbit.rules import HobbitRules

HOBBIT = register(HobbitRules())

__all__ = ["HOBBIT", "HobbitRules"]
