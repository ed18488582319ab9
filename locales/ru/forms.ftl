# Формы ходов: личное сообщение с выбором хода, напоминание, закрытая форма.

forms-title-night = 🌙 **Ночь { $number }** — ваш ход. Выберите ниже: заявка уходит сразу, менять её можно до конца ночи.
forms-title-day = ☀️ **День { $number }** — ваш дневной ход. Выберите ниже: заявка уходит сразу, менять её можно до конца дня.
forms-for = Ход за **{ $player }**: собственная заявка этого игрока важнее, если ход не оставлен вам.
forms-accepted = ✅ Заявка принята: { $verb } — **{ $args }**
forms-accepted-bare = ✅ Заявка принята: { $verb }
forms-accepted-none = Заявка ещё не отправлена.
forms-left = 🤝 Ход оставлен Боссу.
forms-no-move = Сейчас у вас нет хода.
forms-closed = ⌛ Срок вышел, заявки больше не принимаются.
forms-closed-button = ⌛ Приём заявок закрыт
forms-stood = В силе: { $verb } — **{ $args }**
forms-stood-bare = В силе: { $verb }
forms-stood-none = Заявки не было.
forms-own-move = Свой ход
forms-as-member = Ход за { $player }
forms-seat-played-by = { $player } (теперь играет { $user })
forms-pick-whose = Чей ход отправить?
forms-pick-verb = Выберите ход
forms-leave = Оставить ход Боссу
forms-take-back = Забрать ход у Босса
forms-button = { $argument }: { $value }
forms-page = Игроки { $first }–{ $last }…
forms-arg-target = Кого выбрать?
forms-arg-first = Первый игрок
forms-arg-second = Второй игрок
forms-arg-secret_vote-first = Первый тайный голос
forms-arg-secret_vote-second = Второй тайный голос
forms-arg-to = На кого перенаправить?
forms-arg-role = Роль
forms-arg-shield = Щит (если блок на Торине с камнем)
forms-arg-digit = Цифра
forms-arg-key = Указание
forms-arg-hint = Подсказка: про кого?
forms-arg-suggest = Совет: кого убить?
forms-arg-order = Приказ: кого убить?
forms-arg-share_smaug = Назвать Барду Смауга
forms-arg-side = Сторона
forms-reminder = { $minutes ->
    [one] ⏰ До конца ночи осталась { $minutes } минута, а ваша заявка не отправлена. Форма хода — в сообщении выше (или { $cmd_act } без параметров).
    [few] ⏰ До конца ночи осталось { $minutes } минуты, а ваша заявка не отправлена. Форма хода — в сообщении выше (или { $cmd_act } без параметров).
    [many] ⏰ До конца ночи осталось { $minutes } минут, а ваша заявка не отправлена. Форма хода — в сообщении выше (или { $cmd_act } без параметров).
   *[other] ⏰ До конца ночи осталось { $minutes } минуты, а ваша заявка не отправлена. Форма хода — в сообщении выше (или { $cmd_act } без параметров).
}
error-form_closed = Эта форма от фазы, которая уже закончилась: заявки по ней не принимаются. Ход текущей фазы — в новой форме или через { $cmd_act }.
