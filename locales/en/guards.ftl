# Refusals that guard the game service: a call with a value of the wrong type
# (bot/service/ports/boundary.py), and a seated player changing who sees what of a game.
error-wrong_type = The value given for “{$argument}” is not of the right kind: nothing was changed.
error-seated_sight = You are playing a game on this server, so you cannot change “{$key}” until it ends: it decides who sees what of a game. Ask another host.
