# Отказы (русский): `error-<code>` для каждого кода engine.ERROR_CODES и bot.errors.BOT_ERROR_CODES,
# ровно с перечисленными параметрами. Показываются только автору: что не так и что сделать вместо
# этого. bot.narrative.error_text превращает `role`/`needs` в названия ролей, `camp` — в название
# лагеря, а фазу вида `night-3` — в `phase-name`; `verb` — сам глагол, `phase` у wrong_phase — вид
# фазы (night | day).

phase-name = { $kind ->
    [night] ночь {$number}
   *[day] день {$number}
}

## Движок: ходы и голоса

error-not_a_player = **{$player}** не участвует в этой игре. Выберите игрока из списка.
error-dead_actor = **{$player}** уже выбыл из игры: мёртвые не ходят. Поговорить можно в чате мёртвых.
error-dead_target = **{$player}** уже выбыл из игры. Выберите живого игрока.
error-wrong_phase = { $phase ->
    [night] { $verb ->
        [vote] Голосуют только днём: возвращайтесь с `/vote` утром.
       *[other] `/act {$verb}` нельзя использовать ночью. Отправьте днём.
    }
   *[day] `/act {$verb}` нельзя использовать днём. Отправьте на ночь.
}
error-unknown_verb = Хода `{$verb}` не существует. Команда `/role` покажет ходы вашей роли.
error-not_your_ability = `/act {$verb}` — не ход роли «{$role}». Команда `/role` покажет, что вы можете.
error-ability_used_up = `/act {$verb}` вы уже израсходовали в этой игре.
error-repeat_target = `/act {$verb}` нельзя дважды подряд на **{$player}**. На этот раз выберите другого.
error-self_target = `/act {$verb}` нельзя на себя. Выберите другого игрока.
error-guard_non_mafia = **{$player}** не из семьи. Охранник защищает только мафию (в том числе себя).
error-courtesan_night_one = В первую ночь у Ролевой проститутки нет хода. Возвращайтесь со второй ночи.
error-role_not_dead = Роль «{$role}» взять не у кого: никто с ней ещё не погиб. Выберите роль погибшего игрока.
error-role_not_allowed = `/act {$verb}` не может взять роль «{$role}». Команда `/role` подскажет, какие можно.
error-role_already_used = `/act {$verb}` уже брал роль «{$role}» в этой игре. Выберите другую.
error-bad_argument = `/act {$verb}`: значение «{$argument}» не указано или указано неверно. Проверьте параметры команды и попробуйте снова.
error-too_many_votes = { $limit ->
    [one] `/act {$verb}`: не больше {$limit} голоса в день.
    [few] `/act {$verb}`: не больше {$limit} голосов в день.
   *[other] `/act {$verb}`: не больше {$limit} голосов в день.
}
error-game_over = Игра окончена: больше ничего не принимается.
error-not_current_phase = Этот ход относится к фазе «{$phase}», а она ни текущая, ни следующая. Отправьте его, когда придёт время.

## Движок: раздача, настройки и записи игр

error-unknown_ruleset = Набора правил «{$ruleset}» нет. Выберите city или hobbit.
error-unknown_role = Роли «{$role}» в этом наборе нет. Список ролей — в `/rules`.
error-player_count = { $maximum ->
    [one] { $count ->
        [one] С {$count} игроком играть нельзя: нужно от {$minimum} до {$maximum} игрока.
        [few] С {$count} игроками играть нельзя: нужно от {$minimum} до {$maximum} игрока.
       *[other] С {$count} игроками играть нельзя: нужно от {$minimum} до {$maximum} игрока.
    }
    [few] { $count ->
        [one] С {$count} игроком играть нельзя: нужно от {$minimum} до {$maximum} игроков.
        [few] С {$count} игроками играть нельзя: нужно от {$minimum} до {$maximum} игроков.
       *[other] С {$count} игроками играть нельзя: нужно от {$minimum} до {$maximum} игроков.
    }
   *[other] { $count ->
        [one] С {$count} игроком играть нельзя: нужно от {$minimum} до {$maximum} игроков.
        [few] С {$count} игроками играть нельзя: нужно от {$minimum} до {$maximum} игроков.
       *[other] С {$count} игроками играть нельзя: нужно от {$minimum} до {$maximum} игроков.
    }
}
error-role_count = { $count ->
    [one] В списке {$count} роль, а игроков — {$expected}. Нужно ровно по одной роли на игрока.
    [few] В списке {$count} роли, а игроков — {$expected}. Нужно ровно по одной роли на игрока.
   *[other] В списке {$count} ролей, а игроков — {$expected}. Нужно ровно по одной роли на игрока.
}
error-duplicate_player = **{$player}** сидит за столом дважды. У каждого игрока одно место.
error-duplicate_role = Роль «{$role}» можно раздать только один раз. Уберите повтор из списка.
error-roles_need_camp = В списке ролей нет никого из лагеря «{$camp}», а без него игра невозможна. Добавьте хотя бы одну такую роль.
error-roles_one_camp = Все роли в списке — из лагеря «{$camp}»: игра закончилась бы, не начавшись. Добавьте роли других лагерей.
error-role_needs_role = Роли «{$role}» нужна в игре роль «{$needs}». Добавьте её или уберите «{$role}».
error-bad_setting = Настройка «{$setting}» неизвестна или задана неверно.
error-bad_item = Предмет «{$item}» неизвестен или не может достаться этому игроку.
error-record_syntax = Запись игры не читается (строка {$line}): это не YAML и не JSON.
error-record_field = В записи игры нет поля «{$field}» или оно испорчено.
error-record_phase_order = Фаза {$index} в записи не на своём месте: ожидалась {$expected}. Фазы идут так: ночь, день, ночь…
error-record_not_seated = В записи упомянут **{$player}**, но в этой игре у него нет места.

## Бот: игры, набор и команды

error-not_in_game = Вы не участвуете в этой игре. Присоединяйтесь к следующему набору: `/game join`.
error-not_host = Это может только ведущий игры, администратор сервера или роль ведущего.
error-no_game_here = В этом канале нет игры. Откройте набор командой `/game new`.
error-game_already_running = В этом канале уже идёт игра или набор. Присоединяйтесь (`/game join`) или дождитесь конца.
error-already_joined = Вы уже в наборе.
error-not_joined = Вас нет в наборе.
error-lobby_closed = Набор закрыт: игра уже началась. Дождитесь следующей.
error-too_few_players = { $count ->
    [one] Пока только {$count} игрок, а нужно не меньше {$minimum}.
    [few] Пока только {$count} игрока, а нужно не меньше {$minimum}.
   *[other] Пока только {$count} игроков, а нужно не меньше {$minimum}.
}
error-too_many_players = { $count ->
    [one] {$count} игрок — слишком много: в игре не больше {$maximum}.
    [few] {$count} игрока — слишком много: в игре не больше {$maximum}.
   *[other] {$count} игроков — слишком много: в игре не больше {$maximum}.
}
error-game_paused = Игра на паузе: ходы, голоса и таймеры ждут, пока ведущий её продолжит.
error-game_not_paused = Игра не на паузе.
error-game_not_running = Игра ещё не началась. Ведущий запускает её командой `/game start`.
error-game_finished = Игра окончена: больше ничего не принимается.
error-dm_not_in_game = Вы не участвуете ни в одной идущей игре. Присоединиться можно на сервере: `/game join`.
error-dm_ambiguous = { $count ->
    [one] Вы играете сразу в {$count} игре. Отправьте ход из канала нужной игры, а не в личку.
    [few] Вы играете сразу в {$count} играх. Отправьте ход из канала нужной игры, а не в личку.
   *[other] Вы играете сразу в {$count} играх. Отправьте ход из канала нужной игры, а не в личку.
}
error-missing_permission = Мне не хватает права «{$permission}» в {$where}. Попросите администратора сервера его выдать.
error-name_taken = Имя **{$name}** в этой игре уже занято. Смените ник на сервере и попробуйте снова.
error-bad_name = Имя **{$name}** использовать нельзя (пустое, слишком длинное или зарезервированное). Смените ник на сервере и попробуйте снова.
error-not_day = Голосуют только днём. Ночью — `/act`.
error-bad_config = Настройка «{$key}» неизвестна или вне допустимых пределов. Список настроек — `/config show`.
error-bad_minutes = { $maximum ->
    [one] {$minutes} — нельзя: укажите от 1 до {$maximum} минуты.
    [few] {$minutes} — нельзя: укажите от 1 до {$maximum} минут.
   *[other] {$minutes} — нельзя: укажите от 1 до {$maximum} минут.
}
error-no_record = Экспортировать нечего: игра ещё не начиналась.
error-replacement_in_game = У **{$name}** уже есть место в этой игре. Выберите того, кто не играет.
