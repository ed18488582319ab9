# Форумные игры: срок по часам, подсчёт голосов, смена голоса, предупреждения о
# неактивности, вскрытие ролей, и их тексты в /config и /rules.

## Ошибки
error-vote_changes_used = { $limit ->
    [0] В этой игре голос менять нельзя: первый голос стоит до конца дня.
    [one] Вы уже сменили голос { $limit } раз — больше сегодня нельзя, голос стоит до конца дня.
    [few] Вы уже сменили голос { $limit } раза — больше сегодня нельзя, голос стоит до конца дня.
    [many] Вы уже сменили голос { $limit } раз — больше сегодня нельзя, голос стоит до конца дня.
   *[other] Вы уже сменили голос { $limit } раза — больше сегодня нельзя, голос стоит до конца дня.
}
error-bad_timezone = «{ $zone }» — не часовой пояс. Укажите название из базы IANA, например `Europe/Moscow`, `Europe/Berlin` или `Asia/Yekaterinburg`.
error-bad_clock_time = «{ $time }» — не время суток. Укажите ЧЧ:ММ от 00:00 до 23:59 (например, `20:00`) или `off`.

## Что видно о выбывшем (настройка `reveal`)
forum-reveal-camp-one = {$player} — сторона: **{$camp}**. Роль не вскрывается.
forum-reveal-camp-several = Стороны выбывших: {$camps}. Роли не вскрываются.
forum-reveal-dark = { $count ->
    [one] Игра тёмная: роль не вскрывается до конца игры.
    [few] Игра тёмная: роли не вскрываются до конца игры.
    [many] Игра тёмная: роли не вскрываются до конца игры.
   *[other] Игра тёмная: роли не вскрываются до конца игры.
}

## Подсчёт голосов
forum-tally-count = **{ $target }** — { $count }
forum-tally-count-abstain = Воздержались — { $count }
forum-tally-hidden = 🙈 Голоса тайные до конца дня; полный подсчёт будет опубликован в срок.
forum-tally-final = 📜 **Итоги голосования:**
forum-deadline = ⏰ Срок: <t:{$time}:F> (<t:{$time}:R>)
forum-deadline-paused = ⏸️ Игра на паузе. Новый срок появится здесь, когда ведущий снимет паузу.
forum-paused-left = { $minutes ->
    [one] ⏸️ Пауза; осталась { $minutes } минута.
    [few] ⏸️ Пауза; осталось { $minutes } минуты.
    [many] ⏸️ Пауза; осталось { $minutes } минут.
   *[other] ⏸️ Пауза; осталось { $minutes } минуты.
}
forum-votes-none = Ещё никто не проголосовал.
forum-votes-leaders = { $count ->
    [1] Лидирует: **{ $players }**
   *[other] Делят лидерство: **{ $players }**
}
forum-votes-not-voted = Ещё не голосовали ({ $count }): { $players }
forum-votes-not-voted-count = { $count ->
    [one] { $count } игрок ещё не проголосовал.
    [few] { $count } игрока ещё не проголосовали.
    [many] { $count } игроков ещё не проголосовали.
   *[other] { $count } игрока ещё не проголосовали.
}

## /game status для ведущего, который не играет
forum-activity-title = *Активность (сообщений сегодня · дней неактивности подряд):*
forum-activity-line = { $player }: { $posts } · { $days }

## Предупреждение неактивному игроку (R51)
forum-absence-warning = ⚠️ { $days ->
    [1] Вчера вы были неактивны.
    [one] Вы неактивны { $days } день подряд.
    [few] Вы неактивны { $days } дня подряд.
    [many] Вы неактивны { $days } дней подряд.
   *[other] Вы неактивны { $days } дня подряд.
}{ $left ->
    [0] { "" }
    [one] { " " }Ещё { $left } день неактивности — и вас усыпят.
    [few] { " " }Ещё { $left } дня неактивности — и вас усыпят.
    [many] { " " }Ещё { $left } дней неактивности — и вас усыпят.
   *[other] { " " }Ещё { $left } дня неактивности — и вас усыпят.
} Чтобы сегодня засчитали присутствие, напишите в игровом канале хотя бы { $posts ->
    [one] { $posts } сообщение
    [few] { $posts } сообщения
    [many] { $posts } сообщений
   *[other] { $posts } сообщения
} и к сроку оставьте { $cmd_vote } за другого живого игрока.

## Настройки (/config show, /rules)
forum-by-minutes = по таймеру
forum-yes = да
forum-no = нет

## /votes и /config forum
cmd-votes = подсчёт
cmd-votes-desc = Подсчёт голосов: кто за кого, кто ещё не голосовал, сколько осталось
cmd-config-forum = форум
cmd-config-forum-desc = Правила форумного стола: срок по часам, подсчёт голосов, вскрытие ролей
cmd-config-forum-opt-timezone = часовой_пояс
cmd-config-forum-opt-timezone-desc = Часовой пояс для сроков (IANA, например Europe/Moscow)
cmd-config-forum-opt-day_ends = конец_дня
cmd-config-forum-opt-day_ends-desc = Во сколько заканчивается день, ЧЧ:ММ (или off — день идёт свои минуты)
cmd-config-forum-opt-night_ends = конец_ночи
cmd-config-forum-opt-night_ends-desc = Во сколько заканчивается ночь, ЧЧ:ММ (или off — ночь идёт свои минуты)
cmd-config-forum-opt-min_phase_minutes = кратчайшая_фаза
cmd-config-forum-opt-min_phase_minutes-desc = Самая короткая фаза со сроком по часам, в минутах
cmd-config-forum-opt-vote_visibility = видимость_голосов
cmd-config-forum-opt-vote_visibility-desc = Что показывает подсчёт голосов до конца дня
cmd-config-forum-opt-vote_changes = смены_голоса
cmd-config-forum-opt-vote_changes-desc = Сколько раз за день игрок может сменить голос
cmd-config-forum-opt-reveal = вскрытие
cmd-config-forum-opt-reveal-desc = Что сообщается о выбывшем: роль, только сторона или ничего
cmd-config-forum-opt-warn_absent = предупреждать
cmd-config-forum-opt-warn_absent-desc = Предупреждать игрока в личке после дня неактивности
choice-vote_visibility-open = открытый, каждый голос с именем
choice-vote_visibility-counts = только числа, до конца дня
choice-vote_visibility-hidden = закрытый до конца дня
choice-vote_changes-unlimited = без ограничений
choice-vote_changes-0 = нельзя: первый голос окончательный
choice-vote_changes-1 = одна смена
choice-vote_changes-2 = две смены
choice-reveal-role = роль
choice-reveal-camp = только сторона
choice-reveal-none = ничего (тёмная игра)

## /rules: что сообщается о выбывшем, если не роль
forum-rules-reveal-camp = О выбывшем сообщается только его сторона, роль не вскрывается. Если выбыли сразу несколько, имена и стороны называются отдельно. Все роли вскрываются в конце игры.
forum-rules-reveal-none = Игра тёмная: о выбывшем не сообщается ни роль, ни сторона. Все роли вскрываются в конце игры.
