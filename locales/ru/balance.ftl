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

## В Discord (`/setup save|show`, `/stats setup`, лобби перед `/game start`)

balance-pending = Баланс расклада сейчас проверяют симулированные игроки; оценка придёт сюда отдельным сообщением, как только будет готова (обычно в пределах минуты).

## /stats setup: как расклад сыгран на этом сервере, рядом с оценкой

cmd-stats-setup = расклад
cmd-stats-setup-desc = Как расклад сыгран в завершённых играх сервера, рядом с оценкой баланса
cmd-stats-setup-opt-setup = расклад
cmd-stats-setup-opt-setup-desc = Название сохранённого расклада или роли через запятую: «босс, врач, мирный житель*4»
cmd-stats-setup-opt-ruleset = набор
cmd-stats-setup-opt-ruleset-desc = Набор правил для списка ролей (по умолчанию — набор сервера)
cmd-stats-setup-opt-public = всем
cmd-stats-setup-opt-public-desc = Показать ответ всем в канале (по умолчанию его видите только вы)
stats-setup-typed = Этот список ролей
stats-setup-title = **{ $name }** ({ $ruleset }) на этом сервере: { $games ->
    [one] { $games } завершённая игра
    [few] { $games } завершённые игры
   *[many] { $games } завершённых игр
}.
stats-setup-none = **{ $name }** ({ $ruleset }): на этом сервере ещё нет ни одной завершённой игры.
stats-setup-draws = Ничьи
stats-setup-camp = • { $camp }: { $wins } из { $games } ({ $share }).
stats-setup-roles = По ролям (сколько раз роль раздавали и сколько раз её лагерь победил):
stats-setup-role = • { $role }: { $seats ->
    [one] { $seats } раз
    [few] { $seats } раза
   *[many] { $seats } раз
}, побед — { $won } ({ $share }).
stats-setup-check-title = Настоящие итоги { $games ->
    [one] { $games } игры
    [few] { $games } игр
   *[many] { $games } игр
} рядом с оценкой по симулированным игрокам:
stats-setup-check-inside = • { $camp }: { $share } в настоящих играх — в пределах интервала оценки (от { $low } до { $high }).
stats-setup-check-outside = • { $camp }: { $share } в настоящих играх — за пределами интервала оценки (от { $low } до { $high }).
stats-setup-check-few = Попадают ли настоящие итоги в интервалы оценки, судим, когда завершённых игр наберётся { $minimum }; пока их { $games }.
