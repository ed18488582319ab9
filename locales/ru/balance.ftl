# Оценка баланса расклада (bot/balance, `python -m bot balance`): по партиям симулированных
# игроков, а не людей; и её отказы.

balance-title = Баланс расклада «{ $ruleset }» на { $count ->
    [one] { $count } игрока
    [few] { $count } игроков
   *[many] { $count } игроков
}: оценка по { $games ->
    [one] { $games } партии
    [few] { $games } партиям
   *[many] { $games } партиям
}, в которых играли симулированные игроки (программы с простыми привычками), а не люди.
balance-roles = Роли: { $roles }.
balance-camp = • { $camp }: победа в { $share } партий (95-процентный интервал: от { $low } до { $high }).
balance-draws = • Ничьи: { $share } партий (95-процентный интервал: от { $low } до { $high }).
balance-unfinished = { $count ->
    [one] { $count } партия оборвана
    [few] { $count } партии оборваны
   *[many] { $count } партий оборваны
} без конца после 200 фаз.
balance-length = Медианная длина партии: { $length }.
balance-swings-title = Что меняет каждая роль (её заменяют простой ролью её лагеря; по первым { $games ->
    [one] { $games } партии
    [few] { $games } партиям
   *[many] { $games } партиям
} тех же раздач):
balance-swing = • { $role } → { $replacement }: { $camp } { $swing } п. п. (с ролью { $before }, без неё { $after }; 95-процентный интервал от { $low } до { $high }).
balance-swing-no-plain = • { $role }: в лагере «{ $camp }» нет простой роли, чтобы сравнить.
balance-swing-no-deal = • { $role } → { $replacement }: такой расклад не раздать ({ $reason }).
balance-note = Симулированные игроки — не ваш стол: эти числа подсказывают, каков расклад, но ничего не обещают.
balance-percent = { $whole },{ $tenths } %
balance-points = { $sign }{ $whole },{ $tenths }

## Отказы

error-balance_games = Число партий для оценки — от { $minimum } до { $maximum }, а запрошено { $count }.
error-balance_swing_games = Партий на каждую заменённую роль — не больше { $maximum } (и не больше, чем для самого расклада), а запрошено { $count }.
error-balance_failed = Оценка баланса сорвалась в рабочем процессе и ничего не посчитала. Попробуйте позже.
error-balance_timeout = Оценка баланса шла дольше { $seconds ->
    [one] { $seconds } секунды
    [few] { $seconds } секунд
   *[many] { $seconds } секунд
} и была остановлена.
