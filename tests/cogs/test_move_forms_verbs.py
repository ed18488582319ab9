"""Every verb of both rule sets goes through the move form, with taps only: the value
stored is exactly what `/act` would have stored (SPEC 5.1)."""

from __future__ import annotations

from bot.discord.app import MafiaBot
from bot.store.models import Submission
from tests.cogs.harness import Discord
from tests.cogs.play import Dealt, deal
from tests.cogs.taps import form_of, refusals, rows, send_move, tap

CITY = (
    "boss, thief, guard, swindler, actor, mafioso, detective, doctor, journalist, witch,"
    " courtesan, shooter, sleepwalker, psycho, miner, thug, scout, trickster, chosen, citizen"
)


async def moves(dealt: Dealt, kind: str, number: int) -> dict[str, dict[str, object]]:
    """Every active action of a phase: player -> verb -> value (the Boss's sends marked)."""
    rows = await Submission.filter(
        game_id=dealt.game_id, phase_kind=kind, phase_number=number, kind="action", active=True
    )
    found: dict[str, dict[str, object]] = {}
    for row in rows:
        verb = f"{row.verb} (boss)" if row.delegated else row.verb
        found.setdefault(row.player, {})[verb] = row.value["value"]
    return found


async def test_every_city_verb_is_sent_with_taps(bot: MafiaBot, thirty: Discord) -> None:
    d = thirty
    dealt = await deal(bot, d, d.members[:20], roles=CITY)
    name, member = dealt.name_of, dealt.member_of
    citizen, chosen = name("citizen"), name("chosen")
    night_one = {
        "boss": ("kill", name("mafioso")),
        "thief": ("rob", citizen),
        "guard": ("guard", name("thief")),
        "swindler": ("redirect", name("scout"), citizen),
        "detective": ("check", name("boss")),
        "doctor": ("heal", chosen),
        "journalist": ("compare", name("boss"), name("thief")),
        "witch": ("curse", citizen),
        "shooter": ("shoot", name("detective")),
        "sleepwalker": ("watch", citizen),
        "psycho": ("invite", citizen),
        "miner": ("mine", citizen),
        "thug": ("beat", citizen),
        "scout": ("seek", name("miner")),
        "trickster": ("mute", citizen),
    }
    for role, (verb, *picks) in night_one.items():
        assert await send_move(d, member(role), verb, *picks) == [], role
    sent = await moves(dealt, "night", 1)
    assert sent[name("boss")] == {"kill": name("mafioso")}
    assert sent[name("swindler")] == {"redirect": {"target": name("scout"), "to": citizen}}
    assert sent[name("journalist")] == {"compare": [name("boss"), name("thief")]}
    assert sent[name("guard")] == {"guard": name("thief")}
    assert sent[name("scout")] == {"seek": name("miner")}
    assert len(sent) == len(night_one)

    await d.reply(dealt.host, "host next")  # the mafioso and the detective fall
    form = form_of(d, member("chosen"))
    placeholders = {c.get("placeholder") for row in rows(form) for c in row}
    assert "First secret vote" in placeholders  # U12: not the Journalist's "First player"
    assert await send_move(d, member("chosen"), None, citizen, citizen) == []
    assert (await moves(dealt, "day", 1))[chosen] == {"secret_vote": [citizen, citizen]}

    await d.reply(dealt.host, "host next")  # the secret votes lynch the citizen
    courtesan = member("courtesan")
    assert await send_move(d, courtesan, None, "Detective", name("boss")) == []
    actor = name("actor")
    boss = member("boss")
    assert refusals(await tap(d, boss, form_of(d, boss), f"Move for {actor}")) == []
    assert await send_move(d, boss, "become", "Mafioso") == []
    sent = await moves(dealt, "night", 2)
    assert sent[name("courtesan")] == {"borrow": {"role": "detective", "check": name("boss")}}
    assert sent[actor] == {"become (boss)": "mafioso"}


HOBBIT = (
    "legolas, thorin, bilbo, gandalf, radagast, tauriel, kili, bard, alfrid, gollum, azog, bolg,"
    " orc, sauron, smaug, citizen"
)


async def test_every_hobbit_verb_is_sent_with_taps(bot: MafiaBot, thirty: Discord) -> None:
    d = thirty
    dealt = await deal(bot, d, d.members[:16], roles=HOBBIT, ruleset="hobbit")
    name, member = dealt.name_of, dealt.member_of
    citizen = name("citizen")
    night_one = {
        "thorin": ("seek", name("bard")),
        "bilbo": ("search", name("smaug"), "Tell Bard who Smaug is: yes"),
        "gandalf": ("heal", name("legolas")),
        "radagast": ("heal", name("bard")),
        "tauriel": ("seek", name("kili")),
        "alfrid": (None, "Digit: 2"),
        "azog": ("kill", citizen, "Digit: 1"),
        "bolg": ("kill", citizen),
        "sauron": (None, "hint: “I think X is …”", name("legolas"), "Legolas"),
        "smaug": ("hunt", name("thorin")),
    }
    for role, (verb, *picks) in night_one.items():
        assert await send_move(d, member(role), verb, *picks) == [], role
    gollum = member("gollum")
    assert await send_move(d, gollum, "choose a side", "Side: the Free Peoples") == []
    assert await send_move(d, gollum, "kill", citizen, "Digit: 2") == []
    sent = await moves(dealt, "night", 1)
    assert sent[name("bilbo")] == {"search": {"target": name("smaug"), "share_smaug": True}}
    assert sent[name("alfrid")] == {"digit": 2}
    assert sent[name("azog")] == {"kill": {"target": citizen, "digit": 1}}
    assert sent[name("bolg")] == {"kill": citizen}  # as `/act kill <player>` stores it
    assert sent[name("sauron")] == {"instruct": {"hint": name("legolas"), "role": "legolas"}}
    assert sent[name("gollum")] == {"side": "civilians", "kill": {"target": citizen, "digit": 2}}
    assert sent[name("tauriel")] == {"seek": name("kili")}

    await d.reply(dealt.host, "host next")
    assert await send_move(d, member("legolas"), None, name("orc")) == []
    assert await send_move(d, member("bard"), None, name("smaug")) == []
    assert await send_move(d, member("bilbo"), "put on the Ring") == []
    day = await moves(dealt, "day", 1)
    assert day[name("legolas")] == {"shoot": name("orc")}
    assert day[name("bard")] == {"shoot": name("smaug")}
    assert day[name("bilbo")] == {"ring": True}

    await d.reply(dealt.host, "host next")
    assert (
        await send_move(
            d,
            member("kili"),
            "block",
            name("azog"),
            "Shield (if the block is on Thorin with the stone): Kili",
        )
        == []
    )
    assert (await moves(dealt, "night", 2))[name("kili")] == {
        "block": {"target": name("azog"), "shield": "kili"}
    }
