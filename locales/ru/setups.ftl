# Сохранённые расклады, призыв игроков, запасные (пункты 6–8).

## Ошибки

error-setup_bad_name = Название расклада должно быть непустым и не длиннее { $maximum } { $maximum ->
        [one] символа
        [few] символов
       *[many] символов
    }.
error-setup_name_taken = Расклад «{ $name }» на этом сервере уже есть. Выберите другое название или сначала удалите старый: { $cmd_setup_delete }.
error-setup_not_found = Расклада «{ $name }» на этом сервере нет. Список — в { $cmd_setup_list }.
error-too_many_setups = На сервере уже { $maximum } { $maximum ->
        [one] расклад
        [few] расклада
       *[many] раскладов
    } — больше сохранить нельзя. Удалите ненужные: { $cmd_setup_delete }.
error-setup_empty = В раскладе нет ни одной роли. Перечислите роли через запятую, например: `босс, врач, мирный житель*4`.
error-setup_wrong_ruleset = Расклад «{ $name }» составлен для набора { $ruleset ->
        [hobbit] «Хоббит»
       *[city] «Город»
    }, а эта игра идёт по другому набору.
error-setup_and_roles = Укажите либо список ролей, либо сохранённый расклад — не оба сразу.
error-call_too_soon = Звать игроков можно не чаще раза в 10 минут. Попробуйте через { $minutes } { $minutes ->
        [one] минуту
        [few] минуты
       *[many] минут
    }.
error-nobody_to_call = Звать некого: в игре пока никого, кроме вас.
error-players_role_unset = На этом сервере не задана роль для призыва. Ведущий задаёт её командой { $cmd_config_callups }.
error-players_role_bad = Роль «{ $role }» не годится для призыва: это @everyone или роль, которой управляет Discord или другое приложение. Выберите обычную роль.
error-players_role_above = Discord не даёт боту выдавать роль «{ $role }»: она стоит выше роли бота или у бота нет права «Управлять ролями». Поднимите роль бота выше в настройках сервера.
error-players_role_silent = Роль «{ $role }» нельзя упомянуть, и призыв никого бы не позвал. Включите у неё в настройках сервера «Позволить всем @упоминать эту роль».
error-players_role_powerful = Роль «{ $role }» не годится для призыва: она даёт права, которых нет у @everyone ({ $permissions }), а бот выдаёт её любому, кто попросит. Выберите роль без собственных прав.
error-sub_seated = Вы уже играете в этой игре (или играли до замены) — записаться в запасные нельзя.
error-sub_already = Вы уже в списке запасных этой игры.
error-sub_not_signed = Вас нет в списке запасных этой игры.
error-no_substitutes = Запасных пока нет: никто не записался командой { $cmd_game_sub }. Укажите, кто займёт место.

## Расклады

setups-camp-count = { $camp } { $count }
setups-camps-more = { $first } · { $rest }
setups-role-count = { $role } ×{ $count }
setups-saved = Расклад **{ $name }** сохранён: { $count } { $count ->
        [one] роль
        [few] роли
       *[many] ролей
    } ({ $ruleset }) — { $camps }.
setups-shown = **{ $name }** — { $ruleset }, { $count } { $count ->
        [one] игрок
        [few] игрока
       *[many] игроков
    }: { $camps }
    Роли: { $roles }
setups-list-heading = **Сохранённые расклады сервера**
setups-list-item = • **{ $name }** — { $ruleset }, { $count }: { $camps }
setups-list-empty = На этом сервере пока нет сохранённых раскладов. Сохранить: { $cmd_setup_save }.
setups-deleted = Расклад **{ $name }** удалён.

## Призыв игроков

callups-ping = 📣 { $role }, открыт набор в новую игру! Записаться — кнопкой «Играю» в сообщении выше.
callups-call = 📣 Ведущий зовёт игроков: { $players }
callups-called = Позвали { $count } { $count ->
        [one] игрока
        [few] игроков
       *[many] игроков
    }.
callups-button = 🔔 Звать меня / не звать
callups-joined = Теперь вас будут звать на новые игры (роль { $role }). Отписаться — ещё раз { $cmd_notify } или кнопка под призывом.
callups-left = Больше не будем звать вас на новые игры.
callups-config-show = **Призыв и запасные**
    Роль для призыва: { $players_role }
    Автозамена усыплённых за неактивность: { $auto_substitute ->
        [on] включена
       *[off] выключена
    }

## Запасные

setups-seat-handed-over = 🔁 **{ $player }** усыпили бы за неактивность, но место занял запасной { $newcomer }: роль остаётся в игре.
setups-you-were-replaced = Вы слишком долго не проявляли активности, и вас усыпили бы за неактивность. Чтобы игра не потеряла игрока, место **{ $player }** отдано запасному. Спасибо за игру!
subs-signed = Вы записаны в запасные этой игры, ваш номер в очереди — { $place }. Когда место перейдёт к вам, придут карточка роли и всё, что узнал прежний игрок.
subs-withdrawn = Вы больше не в списке запасных этой игры.
rules-auto-substitute = Игрок, которого усыпили бы за неактивность, передаёт место первому запасному ({ $cmd_game_sub }) и не выбывает.

## Команды

cmd-setup = расклад
cmd-setup-desc = Сохранённые расклады ролей этого сервера
cmd-setup-save = сохранить
cmd-setup-save-desc = Сохранить расклад ролей под названием (ведущий)
cmd-setup-save-opt-name = название
cmd-setup-save-opt-name-desc = Название расклада, например «Большой стол»
cmd-setup-save-opt-roles = роли
cmd-setup-save-opt-roles-desc = Роли через запятую, повтор — *N: «босс, врач, мирный житель*4»
cmd-setup-save-opt-ruleset = набор
cmd-setup-save-opt-ruleset-desc = Набор правил (по умолчанию — набор сервера)
cmd-setup-list = список
cmd-setup-list-desc = Все сохранённые расклады сервера
cmd-setup-show = показать
cmd-setup-show-desc = Показать расклад: лагеря и роли
cmd-setup-show-opt-name = название
cmd-setup-show-opt-name-desc = Название расклада
cmd-setup-delete = удалить
cmd-setup-delete-desc = Удалить сохранённый расклад (ведущий)
cmd-setup-delete-opt-name = название
cmd-setup-delete-opt-name-desc = Название расклада
cmd-game-start-opt-setup = расклад
cmd-game-start-opt-setup-desc = Сохранённый расклад сервера вместо списка ролей
cmd-notify = призыв
cmd-notify-desc = Звать меня на новые игры (или больше не звать)
cmd-game-call = позвать
cmd-game-call-desc = Позвать записавшихся игроков (открывший набор; раз в 10 минут)
cmd-game-sub = запасной
cmd-game-sub-desc = Записаться в запасные идущей игры (или выписаться)
cmd-game-sub-opt-withdraw = выписаться
cmd-game-sub-opt-withdraw-desc = Убрать себя из списка запасных
cmd-config-callups = призыв
cmd-config-callups-desc = Роль сервера, которую зовут на новые игры
cmd-config-callups-opt-players_role = роль_игроков
cmd-config-callups-opt-players_role-desc = Роль, которую бот пингует при открытии набора и выдаёт желающим
cmd-config-callups-opt-clear = убрать
cmd-config-callups-opt-clear-desc = Больше никого не звать (снять роль для призыва)
cmd-config-substitutes = запасные
cmd-config-substitutes-desc = Автозамена игроков, усыплённых за неактивность
cmd-config-substitutes-opt-auto_substitute = автозамена
cmd-config-substitutes-opt-auto_substitute-desc = Усыплённого за неактивность заменяет первый запасной (для новых партий)
