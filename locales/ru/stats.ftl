# /stats: статистика сервера, игрока и рейтинг (cogs/stats). Считаются только завершённые игры.

cmd-stats = статистика
cmd-stats-desc = Статистика завершённых игр этого сервера
cmd-stats-server = сервер
cmd-stats-server-desc = Игры сервера: по наборам правил, победы лагерей, длительность, самая долгая
cmd-stats-server-opt-public = всем
cmd-stats-server-opt-public-desc = Показать ответ всем в канале (по умолчанию его видите только вы)
cmd-stats-player = игрок
cmd-stats-player-desc = Игры участника: победы, лагеря, роли, как часто доживает до конца
cmd-stats-player-opt-user = участник
cmd-stats-player-opt-user-desc = Чью статистику показать (по умолчанию — вашу)
cmd-stats-player-opt-public = всем
cmd-stats-player-opt-public-desc = Показать ответ всем в канале (по умолчанию его видите только вы)
cmd-stats-top = рейтинг
cmd-stats-top-desc = Лучшие игроки сервера: по победам и по доле побед
cmd-stats-top-opt-public = всем
cmd-stats-top-opt-public-desc = Показать ответ всем в канале (по умолчанию его видите только вы)

## Сервер

stats-server-title = **Статистика сервера**: { $games ->
    [one] { $games } завершённая игра
    [few] { $games } завершённые игры
   *[many] { $games } завершённых игр
}.
stats-server-none = На этом сервере пока не завершилась ни одна игра (остановленные ведущим не считаются).
stats-ruleset = **{ $ruleset }** — { $games ->
    [one] { $games } игра
    [few] { $games } игры
   *[many] { $games } игр
}, в среднем { $days } ({ $duration }).
stats-wins = Победы: { $wins }.
stats-camp-count = { $camp } — { $count }
stats-draw = ничьи
stats-longest = Самая долгая игра — №{ NUMBER($number, useGrouping: 0) } ({ $ruleset }, { $seated ->
    [one] { $seated } игрок
    [few] { $seated } игрока
   *[many] { $seated } игроков
}): { $days }, { $duration }; { $result }. Завершена { $date }.
stats-result-win = победа: { $camp }
stats-result-draw = ничья

## Длительность

stats-days = { $days ->
    [one] { $days } игровые сутки
    [few] { $days } игровых суток
   *[many] { $days } игровых суток
}
stats-days-average = { $tenths ->
    [0] { $days ->
        [one] { $days } игровые сутки
        [few] { $days } игровых суток
       *[many] { $days } игровых суток
    }
   *[other] { $days },{ $tenths } игровых суток
}
stats-duration-days = { $days } д { $hours } ч
stats-duration-hours = { $hours } ч { $minutes } мин
stats-duration-minutes = { $minutes } мин

## Игрок

stats-player-title = **{ $player }**: { $games ->
    [one] { $games } завершённая игра
    [few] { $games } завершённые игры
   *[many] { $games } завершённых игр
}, { $wins ->
    [one] { $wins } победа
    [few] { $wins } победы
   *[many] { $wins } побед
} ({ $percent } %).
stats-player-survived = В живых к концу игры: { $count } из { $total } ({ $percent } %).
stats-player-camps = Победы за лагеря: { $camps }.
stats-camp-record = { $camp } — { $wins } из { $games }
stats-player-roles = Роли: { $roles }.
stats-role-count = { $role } — { $count }
stats-player-none = У **{ $player }** пока нет ни одной завершённой игры на этом сервере.

## Рейтинг

stats-top-title = **Рейтинг игроков сервера**
stats-top-wins = По числу побед:
stats-top-wins-line = { $position }. { $player } — { $wins ->
    [one] { $wins } победа
    [few] { $wins } победы
   *[many] { $wins } побед
} из { $games }
stats-top-wins-none = Пока никто на этом сервере не выиграл ни одной игры.
stats-top-rate = По доле побед (не меньше { $minimum ->
    [one] { $minimum } завершённой игры
    [few] { $minimum } завершённых игр
   *[many] { $minimum } завершённых игр
}):
stats-top-rate-line = { $position }. { $player } — { $percent } % ({ $wins } из { $games })
stats-top-rate-none = Пока ни у кого нет { $minimum ->
    [one] { $minimum } завершённой игры
    [few] { $minimum } завершённых игр
   *[many] { $minimum } завершённых игр
}, чтобы попасть в этот список.
stats-unknown-player = (нет на сервере)
