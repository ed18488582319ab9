# Тексты только для слоя Discord (cogs/, bot/discord_*.py): кнопки, ответы, встраивания.

discord-no-token =
    Нет токена Discord. Укажите DISCORD_TOKEN=<токен бота> в окружении или в файле .env
    рядом с pyproject.toml и снова запустите `python -m bot`.
    Чтобы посмотреть целую игру без Discord, запустите `python -m bot demo`.

## Ошибки слоя Discord (сами коды ошибок — в errors.ftl)

discord-error-unexpected = У нас что-то пошло не так. Ничего не изменено; попробуйте ещё раз.
discord-error-forbidden = Discord не дал боту сделать нужное действие. Попросите администратора проверить права бота.
discord-error-bad-option = Это значение здесь не подходит: { $value }

## Названия прав Discord (для error-missing_permission)

discord-perm-view-channel = Просматривать канал
discord-perm-send-messages = Отправлять сообщения
discord-perm-embed-links = Встраивать ссылки
discord-perm-attach-files = Прикреплять файлы
discord-perm-read-message-history = Читать историю сообщений
discord-perm-add-reactions = Добавлять реакции
discord-perm-manage-roles = Управлять правами
discord-perm-manage-channels = Управлять каналами
discord-perm-manage-messages = Управлять сообщениями

## /config

discord-config-unset = не задано
discord-config-show = **Настройки сервера**
    Язык: { $language }
    Набор правил: { $ruleset }
    Игровой канал: { $game_channel }
    Категория для закрытых каналов: { $category }
    Чат мёртвых: { $dead_chat }
    Ночь: { $night_minutes ->
        [one] { $night_minutes } минута
        [few] { $night_minutes } минуты
       *[many] { $night_minutes } минут
    }
    День: { $day_minutes ->
        [one] { $day_minutes } минута
        [few] { $day_minutes } минуты
       *[many] { $day_minutes } минут
    }
    Роль ведущего: { $host_role }
discord-config-saved =
    Сохранено.
    { discord-config-show }

## Кнопки лобби

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
discord-verb-secret_vote = тайный голос
discord-verb-compare = сравнить
discord-verb-curse = проклясть
discord-verb-borrow = позаимствовать
discord-verb-shoot = выстрелить
discord-verb-watch = наблюдать
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
discord-verb-digit = цифра

discord-value-yes = да
discord-value-no = нет

## Ответы на /act и /vote

# $verb: название действия; $args: что указано (игроки, роли, числа), может быть пусто
discord-act-recorded = Записано: { $verb } { $args }. До конца фазы можно изменить.
discord-act-recorded-bare = Записано: { $verb }. До конца фазы можно изменить.
discord-act-replaced = Это заменяет ваше прежнее действие: { $previous }.
discord-vote-recorded = Ваш голос — за { $target }. До конца дня его можно изменить.
discord-vote-abstain = Вы воздерживаетесь. До конца дня ещё можно проголосовать.
discord-vote-abstain-choice = воздержаться

## /rules

discord-rules-order-title = **Порядок ночи ({ $ruleset })**
# $number: шаг; $roles: кто действует; $verbs: что делают
discord-rules-order-step = { $number }. { $roles }: { $verbs }
discord-rules-order-step-passive = { $number }. { $roles }
discord-rules-topic-order = порядок ночи
discord-rules-unknown = Темы правил «{ $topic }» нет. Укажите роль или «order».

## Сообщение лобби

# $ruleset: набор правил; $host: упоминание ведущего; $count: сколько игроков; $minimum, $maximum;
# $players: имена (или discord-lobby-nobody)
discord-lobby =
    🎲 **Собирается новая игра** — { $ruleset }. Ведущий: { $host }.
    Игроки ({ $count }; нужно { $minimum }–{ $maximum }): { $players }
    Нажмите **Играю** или наберите { $cmd_game_join }. Ведущий начинает игру командой { $cmd_game_start }.
discord-lobby-closed =
    🎲 **Игра началась** — { $ruleset }. Ведущий: { $host }.
    Игроки ({ $count }): { $players }
discord-lobby-cancelled =
    🎲 **Набор отменён** — { $ruleset }. Ведущий: { $host }.
    Игроки ({ $count }): { $players }
discord-lobby-cancelled-reply = Набор отменён. Новый можно открыть командой { $cmd_game_new }.
discord-lobby-nobody = пока никого
discord-lobby-joined = Вы заняли место. Роль придёт в личные сообщения, когда игра начнётся.
discord-lobby-left = Вы вышли из лобби.

## /act: что означает аргумент (указания Саурона)

discord-arg-hint = намёк: «Думаю, X — это …»
discord-arg-suggest = совет: «надо убить X»
discord-arg-order = приказ: «Убейте X»
discord-act-next-night = Сейчас день: это действие сохранено на ночь { $number }.

## /game export

discord-export-ready = Запись игры во вложении: { $file }. Её можно воспроизвести: `python -m engine replay ФАЙЛ`.
discord-lobby-opened = Лобби открыто. Игроки присоединяются кнопкой или командой { $cmd_game_join }.
discord-dm-closed = { $player }, я не могу написать вам в личные сообщения. Разрешите личные сообщения от участников сервера, а пока наберите { $cmd_role }: там ваша карта и всё, что я сообщил вам в этой игре.
discord-member-gone = Игрока { $player } больше нет на сервере. Игра продолжается, его место за столом сохраняется.

discord-bad-token =
    Discord не принял токен из DISCORD_TOKEN. Скопируйте токен бота заново на портале разработчика
    (Bot → Reset Token) в окружение или в файл .env. Чтобы сыграть без Discord, запустите `python -m bot demo`.

discord-no-members-intent =
    Discord не принял подключение: боту нужен доступ к участникам сервера (Server Members Intent).
    На портале разработчика откройте приложение → Bot → Privileged Gateway Intents, включите там
    переключатель **Server Members Intent**, сохраните и запустите бота снова.

## /act для Босса (SPEC 3.3): Босс отправляет ход члена мафии; член мафии оставляет ход Боссу
discord-verb-leave = оставить ход Боссу
# $player: член мафии, за которого Босс отправил ход
discord-act-for = Это ход игрока { $player }. Его собственный ход всё равно важнее, если он не оставил ход вам.
discord-act-left = Ваш ход этой ночью оставлен Боссу: то, что он отправит за вас, важнее вашего.
discord-act-taken-back = Вы забрали ход назад: снова действует ваше собственное действие.

## Канал игры удалён (личное сообщение ведущему)

# $channel: имя удалённого канала; $server: имя сервера
discord-channel-gone-game = Канал #{ $channel } на сервере { $server } удалён, поэтому его игра остановлена: без победителя, таймеры сняты. Новую игру можно открыть в другом канале командой { $cmd_game_new }.
discord-channel-gone-lobby = Канал #{ $channel } на сервере { $server } удалён, поэтому набор в нём отменён. Новый можно открыть в другом канале командой { $cmd_game_new }.
