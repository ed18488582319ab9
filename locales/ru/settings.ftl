# Настройки (bot/service/settings/schema.py): `setting-<ключ>` называет каждую в /config show и
# /rules, в порядке схемы.

settings-show = **Настройки сервера**
    { $lines }
settings-saved =
    Сохранено.
    { settings-show }
settings-table = **Настройки стола**
    { $lines }
settings-line = { $label }: { $value }
settings-lines =
    { $line }
    { $rest }
setting-unit-minutes = { $count ->
    [one] { $count } минута
    [few] { $count } минуты
    [many] { $count } минут
   *[other] { $count } минуты
}
setting-unit-days = { $count ->
    [one] { $count } день
    [few] { $count } дня
    [many] { $count } дней
   *[other] { $count } дня
}

setting-language = Язык
setting-ruleset = Набор правил
setting-night_minutes = Ночь
setting-day_minutes = День
setting-reminder_minutes = Напоминание до срока
setting-double_kill = Два убийства за ночь (R1)
setting-inactive_days = Дней отсутствия до усыпления (0: никогда)
setting-min_posts = Сообщений за день, чтобы считаться активным
setting-stalemate_cycles = Тихих кругов до ничьей (0: никогда)
setting-stats_min_games = Игр для места в рейтинге по доле побед
setting-host_role_id = Роль ведущего
setting-game_channel_id = Игровой канал
setting-category_id = Категория для закрытых каналов
setting-dead_chat_id = Чат мёртвых
setting-vote_changes = Смен голоса за день
setting-reveal = О выбывшем сообщается
setting-timezone = Часовой пояс
setting-day_ends = День заканчивается
setting-night_ends = Ночь заканчивается
setting-min_phase_minutes = Кратчайшая фаза
setting-vote_visibility = Подсчёт голосов
setting-warn_absent = Предупреждать неактивных
setting-players_role_id = Роль для призыва
setting-auto_substitute = Автозамена усыплённых за неактивность
