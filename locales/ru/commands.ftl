# Слэш-команды (русский), их ищет app_commands.Translator в cogs/.
# Ключи: `cmd-<путь>` — имя команды или группы, `cmd-<путь>-desc` — описание,
# `cmd-<путь>-opt-<параметр>` / `cmd-<путь>-opt-<параметр>-desc` — параметр, `choice-<группа>-<значение>`
# — вариант выбора; <путь> — группа и подкоманда через '-'. Имена: строчные, до 32 символов, без
# пробелов. Описания: до 100 символов.

cmd-game = игра
cmd-game-desc = Открыть, провести и настроить игру в этом канале
cmd-game-new = новая
cmd-game-new-desc = Открыть набор в новую игру
cmd-game-join = записаться
cmd-game-join-desc = Записаться в набор на игру
cmd-game-leave = выйти
cmd-game-leave-desc = Выйти из набора (пока игра не началась)
cmd-game-start = начать
cmd-game-start-desc = Раздать роли и начать игру
cmd-game-start-opt-roles = роли
cmd-game-start-opt-roles-desc = Роли через запятую, повтор — *N: Босс, Врач, Мирный житель*3 (пусто — расклад по числу игроков)
cmd-game-cancel = отменить
cmd-game-cancel-desc = Отменить открытый вами набор (пока игра не началась)
cmd-game-status = статус
cmd-game-status-desc = Фаза, оставшееся время и кто жив

cmd-host = ведущий
cmd-host-desc = Пульт ведущего для игры в этом канале (только для ведущих)
cmd-host-stop = остановить
cmd-host-stop-desc = Остановить набор или игру (без победителя)
cmd-host-extend = продлить
cmd-host-extend-desc = Добавить времени текущей фазе
cmd-host-extend-opt-minutes = минуты
cmd-host-extend-opt-minutes-desc = Сколько минут добавить
cmd-host-next = дальше
cmd-host-next-desc = Завершить текущую фазу сейчас и подвести итоги
cmd-host-pause = пауза
cmd-host-pause-desc = Поставить игру и таймеры на паузу
cmd-host-resume = продолжить
cmd-host-resume-desc = Продолжить игру после паузы
cmd-host-replace = заменить
cmd-host-replace-desc = Отдать место отсутствующего игрока другому
cmd-host-replace-opt-absent = отсутствующий
cmd-host-replace-opt-absent-desc = Игрок, который уходит
cmd-host-replace-opt-substitute = замена
cmd-host-replace-opt-substitute-desc = Кто займёт место (по умолчанию — первый из запасных)
cmd-game-export = экспорт
cmd-game-export-desc = Скачать запись игры (идущей — только ведущему, который в ней не играет)

cmd-config = настройки
cmd-config-desc = Настройки игр на сервере
cmd-config-setup = задать
cmd-config-setup-desc = Настроить игры на этом сервере
cmd-config-setup-opt-language = язык
cmd-config-setup-opt-language-desc = Язык постов ведущего
cmd-config-setup-opt-ruleset = набор_правил
cmd-config-setup-opt-ruleset-desc = Набор правил: город или хоббит
cmd-config-setup-opt-game_channel = игровой_канал
cmd-config-setup-opt-game_channel-desc = Канал, где идут игры
cmd-config-setup-opt-category = категория
cmd-config-setup-opt-category-desc = Категория для закрытых каналов (клана, пар, логова разбойников)
cmd-config-setup-opt-dead_chat = чат_мертвых
cmd-config-setup-opt-dead_chat-desc = Канал для выбывших игроков
cmd-config-setup-opt-night_minutes = минуты_ночи
cmd-config-setup-opt-night_minutes-desc = Сколько минут длится ночь
cmd-config-setup-opt-day_minutes = минуты_дня
cmd-config-setup-opt-day_minutes-desc = Сколько минут длится день
cmd-config-setup-opt-host_role = роль_ведущего
cmd-config-setup-opt-host_role-desc = Роль сервера для ведущих: её участники могут вести игры
cmd-config-show = показать
cmd-config-show-desc = Показать настройки этого сервера

cmd-act = ход
cmd-act-desc = Прислать заявку на ход своей роли (ночью, а дневные ходы — днём)
cmd-act-opt-verb = действие
cmd-act-opt-verb-desc = Какой ход сделать (выберите из подсказок)
cmd-act-opt-target = цель
cmd-act-opt-target-desc = Цель хода: игрок (или роль)
cmd-act-opt-second = вторая_цель
cmd-act-opt-second-desc = Второй игрок, для ходов на двоих
cmd-act-opt-extra = уточнение
cmd-act-opt-extra-desc = Третье значение, если ходу оно нужно: цифра, роль, игрок…
cmd-act-opt-for = за
cmd-act-opt-for-desc = Только для Босса: член мафии, чей ход вы отправляете

cmd-vote = голос
cmd-vote-desc = Проголосовать на дневном линче или воздержаться
cmd-vote-opt-target = цель
cmd-vote-opt-target-desc = За кого вы голосуете (или воздержаться)

cmd-role = роль
cmd-role-desc = Карточка вашей роли и всё, что вам сообщили в игре (видите только вы)

cmd-rules = правила
cmd-rules-desc = Прочитать правила
cmd-rules-opt-topic = тема
cmd-rules-opt-topic-desc = Роль или тема (например, порядок ночи)

choice-language-ru = Русский
choice-language-en = English
choice-ruleset-city = Город (мафия и разбойники)
choice-ruleset-hobbit = Хоббит (Озёрный город и орки)
