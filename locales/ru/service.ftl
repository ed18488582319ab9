# Тексты игрового сервиса (bot/): командные каналы, чат мёртвых, статус и подсчёт голосов, демо.

service-team-opened = 🔒 Это закрытый канал: {$team}. Участники: {$members}. Его читают только участники.
service-dead-chat-joined = 🕯️ {$player} теперь в чате мёртвых. Здесь можно говорить, но не об игре.
service-game-stopped = 🛑 Ведущий остановил игру. Победителя нет.
service-player-replaced = 🔁 Место **{$player}** занимает {$newcomer}.

## /game status и подсчёт голосов
# $time: отметка времени Unix строкой цифр (без группировки), для разметки Discord <t:…>
service-status-phase = { $phase ->
    [night] 🌙 Ночь {$number}
   *[day] ☀️ День {$number}
}
service-status-paused = ⏸️ Игра на паузе; время стоит, пока ведущий её не продолжит.
service-status-deadline = ⏰ Срок: <t:{$time}:t> (<t:{$time}:R>)
service-status-alive = { $count ->
    [one] В игре {$count} игрок: {$players}
    [few] В игре {$count} игрока: {$players}
   *[other] В игре {$count} игроков: {$players}
}

## Подсчёт голосов дня (обновляется при каждом голосе)
tally-title = 🗳️ **Голоса, день { $day }**
# $voters: игроки, чей это голос сейчас; $count: сколько их
tally-count = **{ $target }** — { $count }: { $voters }
tally-count-abstain = { $count ->
    [one] Воздерживается — { $count }: { $voters }
    [few] Воздерживаются — { $count }: { $voters }
    [many] Воздерживаются — { $count }: { $voters }
   *[other] Воздерживаются — { $count }: { $voters }
}
tally-history = *Кто как голосовал:*
# $target: игрок или tally-abstain; $time: отметка времени Discord
tally-vote = **{ $target }** ({ $time })
tally-struck = ~~{ $target } ({ $time })~~
tally-then = { $earlier } → { $later }
tally-line = { $voter }: { $votes }
tally-abstain = воздерживается

## python -m bot demo
service-demo-start = { $count ->
    [one] Демо: игра «{$ruleset}» на {$count} смоделированного игрока (зерно {$seed}).
    [few] Демо: игра «{$ruleset}» на {$count} смоделированных игроков (зерно {$seed}).
   *[other] Демо: игра «{$ruleset}» на {$count} смоделированных игроков (зерно {$seed}).
}
service-demo-resume = Демо: продолжаем игру {$game} из базы данных.
service-demo-stopped = { $phase ->
    [night] Демо: резкая остановка после ночи {$number}, как при сбое.
   *[day] Демо: резкая остановка после дня {$number}, как при сбое.
}
service-demo-finished = Демо: игра {$game} окончена. {$winner}
service-demo-record = Демо: запись игры сохранена в { $path }
service-demo-nothing = Демо: в этой базе нет незаконченных игр.

## Где консольное демо показывает сообщение
service-where-game = #игра
service-where-dead = #мёртвые
service-where-team = #команда: {$team}

## /role: что игроку сообщили лично (хранится, даже если личное сообщение не дошло)
service-private-heading = 📨 **Что вам сообщили в этой игре:**
service-private-phase = — {$phase} —

## python -m bot
service-usage = Запуск: python -m bot [run [--db URL] | commands | demo [параметры] | balance [параметры]] (их параметры: python -m bot demo --help, python -m bot balance --help)
service-no-discord = В этой сборке нет слоя Discord (bot/discord_main.py); попробуйте `python -m bot demo`.
# $url: адрес, как его дали
service-one-slash-sqlite = В адресе базы { $url } после «sqlite:» одна косая черта: файл оказался бы в корне файловой системы. Пишите sqlite://data/mafia.sqlite3 для файла в рабочем каталоге или sqlite:///srv/mafia.sqlite3 для абсолютного пути.
