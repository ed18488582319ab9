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
discord-config-show =
    **Настройки сервера**
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
