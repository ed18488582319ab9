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
cmd-config-table-opt-stats_min_games-desc = Сколько сыгранных партий нужно для места в рейтинге по доле побед
cmd-config-table-opt-warnings_to_remove = предупреждений_до_удаления
cmd-config-table-opt-warnings_to_remove-desc = На каком предупреждении за партию игрок выбывает (0 — никогда)

setting-warnings_to_remove = Предупреждений до удаления из партии (0: никогда)
setting-yields-night_minutes = { $value } — не действует: ночь заканчивается в { $at }
setting-yields-day_minutes = { $value } — не действует: день заканчивается в { $at }

## Действия ведущего на виду у всех ($time: отметка Unix для <t:…>; $minutes и $left: «N минут»)
host-line-extended = ⏰ Ведущий продлил срок на { $minutes }. Новый срок: <t:{$time}:F> (<t:{$time}:R>)
host-line-extended-paused = ⏰ Ведущий добавил { $minutes }: после паузы на фазу останется { $left }.
host-line-paused = ⏸️ Ведущий поставил игру на паузу. До конца фазы остаётся { $left }; ходы и голоса ждут.
host-line-resumed = ▶️ Игра продолжается. Новый срок: <t:{$time}:F> (<t:{$time}:R>)
host-line-next = ⏭️ Ведущий завершил фазу досрочно. Срок следующей: <t:{$time}:F> (<t:{$time}:R>)
