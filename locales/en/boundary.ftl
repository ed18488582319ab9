# A call into the game service with a value of the wrong type (bot/service/ports/boundary.py).
error-wrong_type = The value given for “{$argument}” is not of the right kind: nothing was changed.
