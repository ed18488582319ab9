# Ход по-русски, как его показывают `/ход` и форма хода (русский). `verb-label` — название хода по
# его id в `$verb` («проверить» для `check`); его вставляют в ошибки и подсказки вместо id, чтобы
# игрок видел то же слово, что в подсказках. Неизвестный ход показывается как набран.

verb-label = { $verb ->
    [kill] { discord-verb-kill }
    [check] { discord-verb-check }
    [rob] { discord-verb-rob }
    [guard] { discord-verb-guard }
    [redirect] { discord-verb-redirect }
    [become] { discord-verb-become }
    [heal] { discord-verb-heal }
    [secret_vote] { discord-verb-secret_vote }
    [compare] { discord-verb-compare }
    [curse] { discord-verb-curse }
    [borrow] { discord-verb-borrow }
    [shoot] { discord-verb-shoot }
    [watch] { discord-verb-watch }
    [invite] { discord-verb-invite }
    [mine] { discord-verb-mine }
    [beat] { discord-verb-beat }
    [mute] { discord-verb-mute }
    [seek] { discord-verb-seek }
    [search] { discord-verb-search }
    [ring] { discord-verb-ring }
    [block] { discord-verb-block }
    [side] { discord-verb-side }
    [instruct] { discord-verb-instruct }
    [hunt] { discord-verb-hunt }
    [digit] { discord-verb-digit }
    [leave] { discord-verb-leave }
   *[other] { $verb }
}

## Что значит каждое значение хода (`$argument`: id аргумента), для ошибок

argument-label = { $argument ->
    [target] цель
    [to] новая цель
    [first] первый игрок
    [second] второй игрок
    [digit] цифра
    [role] роль
    [side] сторона
    [share_smaug] назвать Барду Смауга
    [shield] кого спасти
    [hint] подсказка
    [suggest] совет
    [order] приказ
    [leave] оставить ход Боссу
   *[other] { $argument }
}

## Неизвестный ход: что игрок может прислать сейчас ($verbs — названия ходов)

act-unknown-verb = Хода «{$verb}» нет. Сейчас вам доступно: {$verbs}. Выберите ход из подсказок { $cmd_act } или в форме хода.

## Неизвестная роль: какие роли есть в наборе ($roles — по алфавиту)

unknown-role-listed = Роли «{$role}» в этом наборе нет. Есть: {$roles}.
