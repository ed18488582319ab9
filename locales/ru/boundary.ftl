# Вызов сервиса игры со значением не того типа (bot/service/ports/boundary.py).
error-wrong_type = Значение для «{$argument}» не того вида: ничего не изменилось.
