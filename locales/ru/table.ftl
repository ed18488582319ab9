# Опции стола: тихая ночь, зрители, досрочный линч по большинству (R91); /config options,
# watch и unwatch.

setting-night_chat = Игровой канал ночью
setting-spectators = Зрители
setting-dead_see_teams = Мёртвые читают командные каналы
setting-majority_lynch = Досрочный линч большинством (R91)
choice-night_chat-open = открыт
choice-night_chat-closed = закрыт для живых
choice-spectators-off = нет
choice-spectators-dead_chat = в чате мёртвых
choice-spectators-all = чат мёртвых и все командные каналы (только чтение)

cmd-config-options = опции
cmd-config-options-desc = Опции стола: тихая ночь, зрители, досрочный линч
cmd-config-options-opt-night_chat = ночной_чат
cmd-config-options-opt-night_chat-desc = Закрыт: ночью живые не пишут в игровом канале
cmd-config-options-opt-spectators = зрители
cmd-config-options-opt-spectators-desc = Кто может следить за идущей игрой без места за столом и что видно зрителям
cmd-config-options-opt-dead_see_teams = мёртвые_видят_команды
cmd-config-options-opt-dead_see_teams-desc = Мёртвые читают (но не пишут) все командные каналы своей игры
cmd-config-options-opt-majority_lynch = досрочный_линч
cmd-config-options-opt-majority_lynch-desc = День заканчивается, как только за одного игрока голосует больше половины живых

table-majority-reached = За **{ $player }** голосует больше половины живых: день заканчивается досрочно.
table-majority-needed = Для досрочного линча нужно { $count ->
    [one] { $count } голос
    [few] { $count } голоса
   *[many] { $count } голосов
}.

cmd-game-watch = смотреть
cmd-game-watch-desc = Следить за идущей в этом канале игрой без места за столом (если стол пускает зрителей)
cmd-game-unwatch = не_смотреть
cmd-game-unwatch-desc = Перестать следить за игрой в этом канале
table-watching-dead_chat = Вы зритель этой игры: читаете чат мёртвых и пишете в нём вместе с выбывшими. Сесть за стол в этой игре уже нельзя.
table-watching-all = Вы зритель этой игры: читаете чат мёртвых и пишете в нём вместе с выбывшими, а также читаете все командные каналы. Сесть за стол в этой игре уже нельзя.
table-unwatched = Вы больше не следите за этой игрой. Сесть за стол в ней всё равно нельзя.
table-watchers = Смотрят игру ({$count}): {$watchers}

error-spectators_off = Этот стол играет без зрителей. Ведущий может их разрешить: { $cmd_config_options }.
error-watch_seated = У вас есть место в этой игре (или было, или вы ждёте замены) — смотреть её как зритель нельзя.
error-watch_plays_elsewhere = Вы играете в другой игре на этом сервере — пока она идёт, смотреть эту нельзя.
error-already_watching = Вы уже следите за этой игрой.
error-watch_nothing = Зрители смотрят игру из чата мёртвых, а его на сервере пока нет: ведущий задаёт его в { $cmd_config_setup } (параметр dead_chat).
error-not_watching = Вы не следите за этой игрой.
error-watcher_cannot_sit = Кто смотрел эту игру как зритель, не может сесть за её стол.
