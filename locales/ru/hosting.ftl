# Пульт ведущего: правила стола (/config table), действия ведущего на виду у всех, замены по имени,
# ушедшие игроки, дисциплина (R90), игровой канал, старт по расписанию.

## /config table
cmd-config-table = стол
cmd-config-table-desc = Свои правила стола: напоминание, два убийства, неактивность, ничья, рейтинг, предупреждения
cmd-config-table-opt-reminder_minutes = напоминание
cmd-config-table-opt-reminder_minutes-desc = За сколько минут до срока напомнить (0 — не напоминать)
cmd-config-table-opt-double_kill = два_убийства
cmd-config-table-opt-double_kill-desc = Может ли мафия убить двоих за ночь (R1)
cmd-config-table-opt-inactive_days = дней_неактивности
cmd-config-table-opt-inactive_days-desc = Сколько дней без активности подряд до усыпления (0 — никогда)
cmd-config-table-opt-min_posts = сообщений_в_день
cmd-config-table-opt-min_posts-desc = Сколько сообщений в игровом канале за день нужно для присутствия
cmd-config-table-opt-stalemate_cycles = кругов_до_ничьей
cmd-config-table-opt-stalemate_cycles-desc = Сколько кругов подряд без выбывших до ничьей (0 — никогда)
cmd-config-table-opt-stats_min_games = игр_для_рейтинга
cmd-config-table-opt-stats_min_games-desc = Сколько сыгранных игр нужно для места в рейтинге по доле побед
cmd-config-table-opt-warnings_to_remove = предупреждений_до_удаления
cmd-config-table-opt-warnings_to_remove-desc = На каком предупреждении за игру игрок выбывает (0 — никогда)

setting-warnings_to_remove = Предупреждений до удаления из игры (0: никогда)
setting-yields-night_minutes = { $value } — не действует: ночь заканчивается в { $at }
setting-yields-day_minutes = { $value } — не действует: день заканчивается в { $at }

## Действия ведущего на виду у всех ($time: отметка Unix для <t:…>; $minutes и $left: «N минут»)
host-line-extended = ⏰ Ведущий продлил срок на { $minutes }. Новый срок: <t:{$time}:F> (<t:{$time}:R>)
host-line-extended-paused = ⏰ Ведущий добавил { $minutes }: после паузы на фазу останется { $left }.
host-line-paused = ⏸️ Ведущий поставил игру на паузу. До конца фазы остаётся { $left }; ходы и голоса ждут.
host-line-resumed = ▶️ Игра продолжается. Новый срок: <t:{$time}:F> (<t:{$time}:R>)
host-line-next = ⏭️ Ведущий завершил фазу досрочно.

## Игрок ушёл с сервера
host-member-left = 🚪 **{ $player }** больше нет на сервере. Роль не раскрывается; место ждёт замены ({ $cmd_host_replace } или { $cmd_game_sub }).
host-member-left-dm = 🚪 В игре { $channel } игрока **{ $player }** больше нет на сервере. Место ждёт замены: { $cmd_host_replace } с именем **{ $player }**.
host-member-left-dm-substituted = 🚪 В игре { $channel } игрока **{ $player }** больше нет на сервере; место сразу занял первый запасной.
error-no_such_seat = За столом нет игрока «{ $name }». Выберите имя из подсказки.

## Дисциплина (R90)
error-removed_player = Игрока **{ $player }** ведущий удалил из игры: его ходы и голоса не считаются.
death-removed = { $count ->
    [1] 🚫 Ведущий удаляет из игры игрока **{$players}** за нарушение правил стола.
   *[other] 🚫 Ведущий удаляет из игры игроков **{$players}** за нарушение правил стола.
}
review-cause-removed = удаление ведущим
error-remove_gone = **{ $name }** уже не в игре: удалить или предупредить можно только живого игрока.
error-mute_living = **{ $name }** ещё в игре. Заглушить в чате мёртвых можно только выбывшего.
host-removed-now = 🚫 Ведущий удаляет **{ $player }** из игры за нарушение правил стола. С этой минуты ходы и голоса этого игрока не принимаются; роль откроется с итогами фазы.
host-warned-you = ⚠️ Предупреждение от ведущего: { $reason } { $limit ->
    [0] (предупреждение { $count })
   *[other] (предупреждение { $count } из { $limit }; на { $limit }-м игрок выбывает из игры)
}
host-warn-done = Предупреждение отправлено игроку **{ $player }** (всего за игру: { $count }).
host-warn-done-removed = Предупреждение отправлено игроку **{ $player }**: это { $count }-е, и игрок удалён из игры.
host-remove-done = Игрок **{ $player }** удалён из игры; роль откроется с итогами фазы.
host-mute-done = **{ $player }** больше не может писать в чате мёртвых до конца игры.
host-log-title = **Меры ведущего**
host-log-warn = ⚠️ предупреждение — **{ $player }**: { $reason }
host-log-remove = 🚫 удаление — **{ $player }**
host-log-mute = 🔇 заглушён в чате мёртвых — **{ $player }**

cmd-host-warn = предупредить
cmd-host-warn-desc = Предупредить игрока лично, с причиной (на пороге из настроек — удаление)
cmd-host-warn-opt-player = игрок
cmd-host-warn-opt-player-desc = Имя игрока за столом
cmd-host-warn-opt-reason = причина
cmd-host-warn-opt-reason-desc = За что предупреждение (игрок увидит это в личке)
cmd-host-remove = удалить
cmd-host-remove-desc = Удалить живого игрока из игры за нарушение правил стола (R90)
cmd-host-remove-opt-player = игрок
cmd-host-remove-opt-player-desc = Имя игрока за столом
cmd-host-mute = заглушить
cmd-host-mute-desc = Запретить выбывшему писать в чате мёртвых до конца игры
cmd-host-mute-opt-player = игрок
cmd-host-mute-opt-player-desc = Имя выбывшего игрока

## Игровой канал
error-not_game_channel = Игры на этом сервере идут в канале { $channel }. Откройте набор там.

## Запуск: хранилище (одна строка, выход с кодом 2)
store-bad-url = Адрес базы данных { $url } не похож ни на SQLite, ни на PostgreSQL. Пример: sqlite://data/mafia.sqlite3 или postgres://user@127.0.0.1:5432/mafia (DATABASE_URL, --db или config.toml).
store-unreachable = Не удаётся подключиться к базе данных { $url }: сервер не отвечает, отказал во входе или файл не открывается. Проверьте адрес, пароль и что сервер запущен.
store-read-only = База данных { $url } открыта только для чтения: бот не сможет сохранять ходы. Дайте права на запись файлу и его папке (или подключите базу, в которую можно писать).
discord-no-network = Нет связи с Discord: сеть недоступна или discord.com не отвечает. Проверьте подключение к интернету и запустите бота снова.

## /game status: кто играет за местом после замены
host-status-plays-now = 🔁 За местом **{ $player }** теперь играет { $user }.
reveal-played-by = 🔁 Место **{ $player }** после замены: { $user }.
review-page-substituted = место передано запасному (замен: { $count })
host-status-waiting = 🚪 Место **{ $player }** ждёт замены: игрока больше нет на сервере.
error-removed_seat = Место **{ $name }** не передаётся: ведущий удалил этого игрока из игры (R90).
