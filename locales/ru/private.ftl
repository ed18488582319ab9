# Что ведущий сообщает игроку лично (русский): по сообщению на каждый тип личного итога из SPEC 5.2,
# `private-<type>`, и `private-<type>-failed` для информационных ходов, которые могут не удаться.

private-check = 🔎 Ваша проверка: **{$target}** — {$camp}.
private-check-failed = 🔎 Проверка этой ночью не удалась.
private-boss_check = { $has_role ->
    [yes] 🔎 Ваше расследование: **{$target}** — ролевой, {$camp}.
   *[no] 🔎 Ваше расследование: **{$target}** — без роли, {$camp}.
}
private-boss_check-failed = 🔎 Расследование этой ночью не удалось.
private-compare = { $result ->
    [same] 📰 Ваше сравнение: они из одного лагеря.
   *[different] 📰 Ваше сравнение: они из разных лагерей.
}
private-compare-failed = 📰 Сравнение этой ночью не удалось.
private-watch = { $count ->
    [0] 👣 Всю ночь вы бродили вокруг дома: никто не заходил.
   *[other] 👣 Гости у дома этой ночью: {$camps}.
}
visitors-mafia = { $count ->
    [one] {$count} мафиози
    [few] {$count} мафиози
   *[other] {$count} мафиози
}
visitors-civilians = { $count ->
    [one] {$count} мирный
    [few] {$count} мирных
   *[other] {$count} мирных
}
visitors-robbers = { $count ->
    [one] {$count} разбойник
    [few] {$count} разбойника
   *[other] {$count} разбойников
}
visitors-loner = { $count ->
    [one] {$count} одиночка
    [few] {$count} одиночки
   *[other] {$count} одиночек
}
private-watch-failed = 👣 Прогулка не удалась: вы ничего не видели.
private-search = { $arkenstone ->
    [yes] 🗝️ Вы обыскали **{$target}**: роль — **{$role}**. 💎 И у этого игрока хранится Аркенстон!
   *[no] 🗝️ Вы обыскали **{$target}**: роль — **{$role}**.
}
private-search-failed = 🗝️ Обыск этой ночью не удался.
private-scout = 🕵️ Ваша сводка за ночь: {$detective}; {$thief}; {$doctor}.
private-scout-detective = Детектив проверил **{$target}**
private-scout-detective-none = удачной проверки Детектива не было
private-scout-thief = Вор обокрал **{$target}**
private-scout-thief-none = удачной кражи Вора не было
private-scout-doctor = Врач лечил **{$target}**
private-scout-doctor-none = удачного лечения Врача не было
private-scout-failed = 🕵️ Сводка этой ночью не пришла.
private-seek-robber-found = 🤝 **{$target}** — тоже разбойник! Теперь вы знаете друг друга, и логово у вас общее.
private-seek-robber-not-found = 🤝 **{$target}** — не разбойник: ваш тайный знак остался без ответа.
private-seek-kili-found = 🏹 Вы нашли Кили: это **{$target}**!
private-seek-kili-not-found = 🏹 **{$target}** — не Кили. Поиски продолжаются.
private-seek-stone-found = 💎 Аркенстон был у **{$target}** — и теперь он ваш!
private-seek-stone-not-found = 💎 У **{$target}** Аркенстона нет.
private-seek-failed = 🤝 Поиски этой ночью не удались.
private-hunt-stone = 🐉 Вы забираете Аркенстон у **{$target}**!
private-hunt-nothing = 🐉 Вы выследили **{$target}**, но камня не нашли.
private-hunt-failed = 🐉 Охота этой ночью не удалась.
private-instruct-hint = 👁️ Этой ночью Саурон шепнул: «Думаю, **{$player}** — {$role}».
private-instruct-suggest = 👁️ Этой ночью Саурон советовал: «Надо убить **{$player}**».
private-instruct-order = 👁️ Этой ночью Саурон приказал: «**Убейте {$player}**» — и удар орков пришёлся на этого игрока.
private-smaug_named = 🏹 Бильбо шепчет вам имя: Смауг — это **{$player}**.
private-life_spent = 🍀 За вами приходили, но вы родились в рубашке: запасная жизнь потрачена. Следующий удар — ваш.
private-elk_died = 🦌 За вами приходили. Ваш олень погиб вместо вас; в следующий раз заслонить будет некому.
private-met = 🤝 Теперь вы знаете друг друга: **{$player}**.
private-became = 🎭 Отныне ваша роль — **{$role}**. Новую карточку покажет команда { $cmd_role }.
private-ring = 💍 Кольцо Всевластия теперь ваше. Наденьте его один раз ({ $cmd_act } действие «надеть Кольцо») — и до конца игровых суток смерть вас не коснётся.

## О чём ведущий спрашивает игрока сейчас (`prompt-<verb>`); $phase: night | day
prompt-side =
    🐟 В живых остались только Горлум и свободные народы. Ведущий спрашивает вас ещё раз: на чьей вы стороне?
    Ответьте до конца этой { $phase ->
        [night] ночи
       *[day] дня
    }: { $cmd_act } действие «выбрать сторону», уточнение «свободные народы» — и вы побеждаете вместе с ними; «одиночка» — играете дальше в одиночку. Не ответите — останетесь одиночкой, и об этом узнают все.
