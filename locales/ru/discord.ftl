# Тексты только для слоя Discord (cogs/, bot/discord_*.py): кнопки, ответы, встраивания.

discord-no-token =
    Нет токена Discord. Укажите DISCORD_TOKEN=<токен бота> в окружении или в файле .env
    рядом с pyproject.toml и снова запустите `python -m bot`.
    Чтобы посмотреть целую игру без Discord, запустите `python -m bot demo`.

## Ошибки слоя Discord (сами коды ошибок — в errors.ftl)

discord-error-unexpected = У нас что-то пошло не так. Ничего не изменено; попробуйте ещё раз.
discord-error-forbidden = Discord не дал боту сделать нужное действие. Попросите администратора проверить права бота.
discord-error-bad-option = Это значение здесь не подходит: { $value }

## Названия прав Discord (для error-missing_permission и error-players_role_powerful)

discord-perm-view-channel = Просматривать канал
discord-perm-send-messages = Отправлять сообщения
discord-perm-embed-links = Встраивать ссылки
discord-perm-attach-files = Прикреплять файлы
discord-perm-read-message-history = Читать историю сообщений
discord-perm-add-reactions = Добавлять реакции
discord-perm-manage-roles = Управлять правами
discord-perm-manage-channels = Управлять каналами
discord-perm-manage-messages = Управлять сообщениями
discord-perm-create-instant-invite = Создавать приглашения
discord-perm-kick-members = Выгонять участников
discord-perm-ban-members = Банить участников
discord-perm-administrator = Администратор
discord-perm-manage-guild = Управлять сервером
discord-perm-view-audit-log = Просматривать журнал аудита
discord-perm-priority-speaker = Приоритетный режим
discord-perm-stream = Видео
discord-perm-send-tts-messages = Отправлять TTS-сообщения
discord-perm-mention-everyone = Упоминать @everyone, @here и все роли
discord-perm-use-external-emojis = Использовать внешние эмодзи
discord-perm-view-guild-insights = Просматривать аналитику сервера
discord-perm-connect = Подключаться
discord-perm-speak = Говорить
discord-perm-mute-members = Отключать участникам микрофон
discord-perm-deafen-members = Отключать участникам звук
discord-perm-move-members = Перемещать участников
discord-perm-use-voice-activation = Использовать режим активации по голосу
discord-perm-change-nickname = Изменять никнейм
discord-perm-manage-nicknames = Управлять никнеймами
discord-perm-manage-webhooks = Управлять вебхуками
discord-perm-manage-expressions = Управлять эмодзи и стикерами
discord-perm-use-application-commands = Использовать команды приложений
discord-perm-request-to-speak = Попросить выступить
discord-perm-manage-events = Управлять событиями
discord-perm-manage-threads = Управлять ветками
discord-perm-create-public-threads = Создавать публичные ветки
discord-perm-create-private-threads = Создавать приватные ветки
discord-perm-use-external-stickers = Использовать внешние стикеры
discord-perm-send-messages-in-threads = Отправлять сообщения в ветках
discord-perm-use-embedded-activities = Использовать активности
discord-perm-moderate-members = Отправлять участников подумать о своём поведении
discord-perm-view-creator-monetization-analytics = Просматривать аналитику монетизации
discord-perm-use-soundboard = Использовать звуковую панель
discord-perm-create-expressions = Создавать эмодзи и стикеры
discord-perm-create-events = Создавать события
discord-perm-use-external-sounds = Использовать внешние звуки
discord-perm-send-voice-messages = Отправлять голосовые сообщения
discord-perm-set-voice-channel-status = Задавать статус голосового канала
discord-perm-send-polls = Создавать опросы
discord-perm-use-external-apps = Использовать внешние приложения
discord-perm-pin-messages = Закреплять сообщения
discord-perm-bypass-slowmode = Обходить медленный режим

## /config

discord-config-unset = не задано

## Кнопки набора

discord-lobby-join = Играю
discord-lobby-leave = Выйти

## Действия и их аргументы: как /act их предлагает и подтверждает

discord-verb-kill = убить
discord-verb-check = проверить
discord-verb-rob = обокрасть
discord-verb-guard = охранять
discord-verb-redirect = перенаправить
discord-verb-become = стать
discord-verb-heal = лечить
discord-verb-secret_vote = тайно проголосовать
discord-verb-compare = сравнить
discord-verb-curse = навести порчу
discord-verb-borrow = позаимствовать
discord-verb-shoot = выстрелить
discord-verb-watch = следить за домом
discord-verb-invite = пригласить
discord-verb-mine = заминировать
discord-verb-beat = избить
discord-verb-mute = лишить голоса
discord-verb-seek = искать
discord-verb-search = обыскать
discord-verb-ring = надеть Кольцо
discord-verb-block = блокировать
discord-verb-side = выбрать сторону
discord-verb-instruct = дать указание
discord-verb-hunt = охотиться
discord-verb-digit = назвать цифру

discord-value-yes = да
discord-value-no = нет

## Ответы на /act и /vote

# $verb: название действия; $args: что указано, по частям (игрок, «новая цель — …», «цифра 2»)
discord-act-recorded = Заявка принята: { $verb } — { $args }. До конца фазы её можно изменить.
discord-act-recorded-bare = Заявка принята: { $verb }. До конца фазы её можно изменить.
# Части заявки по именам аргументов хода (engine.verb_slots); $value — значение
discord-act-part = { $value }
discord-act-part-to = новая цель: { $value }
discord-act-part-digit = цифра { $value }
discord-act-part-share_smaug = назвать Барду Смауга — { $value }
discord-act-part-shield = спасти в эту ночь — { $value }
discord-act-part-hint = подсказка: { $value }
discord-act-part-role = роль «{ $value }»
discord-act-part-suggest = совет убить { $value }
discord-act-part-order = приказ убить { $value }
discord-act-parts = { $first }, { $rest }
discord-act-replaced = Она заменяет вашу прежнюю заявку: { $previous }.
discord-vote-recorded = Ваш голос — за { $target }. До конца дня его можно изменить.
discord-vote-abstain = Вы воздерживаетесь. До конца дня ещё можно проголосовать.
discord-vote-abstain-choice = воздержаться

## /rules

discord-rules-order-title = **Порядок ночи ({ $ruleset })**
# $number: шаг; $step: что происходит на этом шаге (rules-step-<набор>-<ключ>)
discord-rules-order-step = { $number }. { $step }
discord-rules-topic-order = порядок ночи
discord-rules-unknown = Темы правил «{ $topic }» нет. Можно спросить про «порядок ночи» или про роль: { $roles }.

## Сообщение набора

# $ruleset: набор правил; $host: упоминание ведущего; $count: сколько игроков; $minimum, $maximum;
# $players: имена (или discord-lobby-nobody)
discord-lobby =
    🎲 **Собирается новая игра** — { $ruleset }. Ведущий: { $host }.
    Игроки ({ $count }; нужно { $minimum }–{ $maximum }): { $players }
    Записаться — кнопка **Играю** или команда { $cmd_game_join }. Ведущий начинает игру командой { $cmd_game_start }.
discord-lobby-closed =
    🎲 **Игра началась** — { $ruleset }. Ведущий: { $host }.
    Игроки ({ $count }): { $players }
discord-lobby-cancelled =
    🎲 **Набор отменён** — { $ruleset }. Ведущий: { $host }.
    Игроки ({ $count }): { $players }
discord-lobby-cancelled-reply = Набор отменён. Новый можно открыть командой { $cmd_game_new }.
discord-lobby-nobody = пока никого
discord-lobby-joined = Вы записались в игру. Роль придёт в личные сообщения, когда игра начнётся.
discord-lobby-left = Вы вышли из набора.

## /act: что означает аргумент (указания Саурона)

discord-arg-hint = подсказка: «Думаю, X — это …»
discord-arg-suggest = совет: «надо убить X»
discord-arg-order = приказ: «Убейте X»
discord-act-next-night = Сейчас день: заявка сохранена на ночь { $number }.

## /game export

discord-export-ready = Запись игры во вложении: { $file }. Её можно воспроизвести: `python -m engine replay ФАЙЛ`.
discord-lobby-opened = Набор открыт. Записаться можно кнопкой или командой { $cmd_game_join }.
discord-dm-closed = { $player }, я не могу написать вам в личные сообщения. Разрешите личные сообщения от участников сервера, а пока наберите { $cmd_role }: там ваша карточка и всё, что я сообщил вам в этой игре.
discord-member-gone = Игрока { $player } больше нет на сервере. Игра продолжается, место ждёт замены.

discord-bad-token =
    Discord не принял токен из DISCORD_TOKEN. Скопируйте токен бота заново на портале разработчика
    (Bot → Reset Token) в окружение или в файл .env. Чтобы сыграть без Discord, запустите `python -m bot demo`.

discord-no-members-intent =
    Discord не принял подключение: боту нужен доступ к участникам сервера (Server Members Intent).
    На портале разработчика откройте приложение → Bot → Privileged Gateway Intents, включите там
    переключатель **Server Members Intent**, сохраните и запустите бота снова.

## Запуск: SHARD_COUNT и SHARD_IDS, которые не подходят (README, «Running several processes»)
# $value: что указано в SHARD_COUNT
discord-shard-count-not-a-number =
    В SHARD_COUNT должно быть целое число шардов, например 4, а там «{ $value }». Исправьте его
    в окружении или в файле .env либо уберите совсем: тогда число шардов выберет Discord.
discord-shard-count-below-one =
    SHARD_COUNT должен быть не меньше 1, а там { $value }. Исправьте его в окружении или в файле .env.
discord-shard-ids-without-count =
    SHARD_IDS задаёт шарды этого процесса, но не задан SHARD_COUNT — сколько шардов всего.
    Укажите оба, например SHARD_COUNT=4 SHARD_IDS=0,1.
# $value: что указано в SHARD_IDS
discord-shard-ids-not-ids =
    В SHARD_IDS нужно перечислить номера шардов или диапазоны, например 0,1 или 4-7, а там «{ $value }».
# $value: что указано в SHARD_IDS; $last: наибольший номер шарда при этом SHARD_COUNT
discord-shard-ids-out-of-range =
    В SHARD_IDS указано «{ $value }», но при таком SHARD_COUNT шарды нумеруются от 0 до { $last }.
# $ids: шарды этого процесса; $count: SHARD_COUNT
discord-shard-ids-need-postgres =
    SHARD_IDS={ $ids } — это только часть шардов (SHARD_COUNT={ $count }): остальные процессы должны
    работать с той же базой, а файл SQLite годится только для одного процесса. Укажите в DATABASE_URL базу
    PostgreSQL или запустите все шарды в одном процессе (без SHARD_IDS).

## /act для Босса (SPEC 3.3): Босс отправляет ход члена мафии; член мафии оставляет ход Боссу
discord-verb-leave = оставить ход Боссу
# $player: член мафии, за которого Босс отправил ход
discord-act-for = Это заявка за игрока { $player }. Его собственная заявка всё равно важнее, если он не оставил ход вам.
discord-act-left = Ваш ход этой ночью оставлен Боссу: заявка, которую он пришлёт за вас, важнее вашей.
discord-act-taken-back = Вы забрали ход назад: снова действует ваша собственная заявка.

## Канал игры удалён (личное сообщение ведущему)

# $channel: имя удалённого канала; $server: имя сервера
discord-channel-gone-game = Канал #{ $channel } на сервере { $server } удалён, поэтому его игра остановлена: без победителя, таймеры сняты. Новую игру можно открыть в другом канале командой { $cmd_game_new }.
discord-channel-gone-lobby = Канал #{ $channel } на сервере { $server } удалён, поэтому набор в нём отменён. Новый можно открыть в другом канале командой { $cmd_game_new }.

## /rules order: что происходит на каждом шаге ночи (rules-step-<набор>-<ключ>)

rules-step-city-carry_in = Последствия прошлой ночи: вчерашний гость Шизика обессилен (умрёт на шаге убийств, если Врач его не вылечит), а порча, наведённая прошлой ночью, лишает жертву хода.
rules-step-city-rob = Вор обчищает игрока: ход обокраденного срывается.
rules-step-city-beat = Громила избивает: избитый не ходит, и до утра его не найти (Лунатика у этого дома он избивает тоже).
rules-step-city-invite = Шизик зовёт гостя: гость не ходит, и его не найти.
rules-step-city-redirect = Мошенник перенаправляет чужой ход на новую цель.
rules-step-city-curse = Ведьма наводит порчу на следующую ночь.
rules-step-city-guard = Охранник защищает соклановца от любых покушений.
rules-step-city-heal = Врач лечит.
rules-step-city-mine = Минёр закладывает мину к дневному голосованию.
rules-step-city-kills = Убийства: заявка клана, выстрел Стрелка, смерть гостя Шизика от истощения и взрыв, если погиб сам Шизик.
rules-step-city-information = Сведения: проверки Босса и Детектива, сравнение Журналиста, сводка Разведчика, поиски разбойников; Хитрец отнимает голос; последним ходит Лунатик.
rules-step-city-successions = Преемники: новая роль Актёра и повышение Заместителя вступают в силу со следующей ночи.
rules-step-hobbit-carry_in = Прежде всего: Кольцо (Бильбо или Горлума) и выбор стороны Горлумом; Бильбо, обыскавший Саурона, пропускает ход.
rules-step-hobbit-digit = Алфрид называет цифру.
rules-step-hobbit-thorin_seek = Торин ищет Аркенстон.
rules-step-hobbit-tauriel_seek = Тауриэль ищет Кили.
rules-step-hobbit-block = Тауриэль и Кили блокируют ход.
rules-step-hobbit-hunt = Смауг охотится: забирает Аркенстон или нападает на Торина без камня.
rules-step-hobbit-search = Бильбо обыскивает игрока.
rules-step-hobbit-heal = Гэндальф и Радагаст лечат.
rules-step-hobbit-instruct = Саурон даёт оркам подсказку, совет или приказ.
rules-step-hobbit-kills = Убийства: заявка орков, убийство Горлума, нападение Смауга и стрела Барда.
rules-step-hobbit-aftermath = Последствия: Аркенстон пропадает вместе с погибшим хранителем, а Кольцо достаётся тому, кто убил Бильбо.
