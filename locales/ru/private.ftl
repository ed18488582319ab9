# Что ведущий сообщает игроку лично (русский): по сообщению на каждый тип личного итога из SPEC 5.2,
# `private-<type>`, и `private-<type>-failed` для информационных ходов, которые могут не удаться.

private-check = 🔎 Ваша проверка: **{$target}** — {$camp}.
private-check-failed = 🔎 Проверка этой ночью не удалась.
private-boss_check = { $has_role ->
    [yes] 🔎 Ваше расследование: **{$target}** — ролевой игрок, лагерь: {$camp}.
   *[no] 🔎 Ваше расследование: **{$target}** — без роли, лагерь: {$camp}.
}
private-boss_check-failed = 🔎 Расследование этой ночью не удалось.
private-compare = { $result ->
    [same] 📰 Ваше сравнение: они из одного лагеря.
   *[different] 📰 Ваше сравнение: лагеря разные.
}
private-compare-failed = 📰 Неудачное сравнение.
private-watch = { $count ->
    [0] 👣 Всю ночь вы бродили вокруг дома: никто не заходил.
   *[other] 👣 Этой ночью у дома вы видели: {$camps}.
}
visitors-mafia = {$count} из мафии
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
private-scout = 🕵️ Ваша сводка: Детектив проверил — {$detective}; Вор обокрал — {$thief}; Врач лечил — {$doctor}.
private-scout-nobody = никого (или неудачно)
private-scout-failed = 🕵️ Сводка этой ночью не пришла.
private-seek-found = 🤝 Нашли, кого искали: **{$target}**!
private-seek-not-found = 🤝 Вы искали у **{$target}**, но не нашли.
private-seek-failed = 🤝 Поиски этой ночью не удались.
private-hunt-stone = 🐉 Вы забираете Аркенстон у **{$target}**!
private-hunt-nothing = 🐉 Вы выследили **{$target}**, но камня не нашли.
private-hunt-failed = 🐉 Охота этой ночью не удалась.
private-instruct-hint = 👁️ Слово Саурона: «Думаю, **{$player}** — {$role}».
private-instruct-suggest = 👁️ Слово Саурона: «Мне кажется, надо убить **{$player}**».
private-instruct-order = 👁️ Приказ Саурона: «**Убейте {$player}**». Этой ночью жертвой будет этот игрок.
private-smaug_named = 🏹 Бильбо шепчет вам имя: Смауг — это **{$player}**.
private-elk_died = 🦌 За вами приходили. Ваш олень погиб вместо вас; в следующий раз заслонить будет некому.
private-met = 🤝 Теперь вы знаете друг друга: **{$player}**.
private-became = 🎭 Отныне ваша роль — **{$role}**. Новая карточка — по команде { $cmd_role }.
private-ring = 💍 Кольцо Всевластия теперь ваше. Один раз { $cmd_act } `ring` — и до конца игровых суток смерть вас не коснётся.

## О чём ведущий спрашивает игрока сейчас (`prompt-<verb>`); $phase: night | day
prompt-side =
    🐟 В живых остались только Горлум и свободные народы. Ведущий спрашивает тебя ещё раз: на чьей ты стороне?
    Отправь { $cmd_act } `side civilians`, чтобы победить вместе с ними, или { $cmd_act } `side loner`, чтобы играть дальше в одиночку, до конца этой { $phase ->
        [night] ночи
       *[day] дня
    }. Промолчишь — останешься один, и об этом узнают все.
