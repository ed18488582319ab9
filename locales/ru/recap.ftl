# Пост «итоги» в конце игры (русский): по строке на каждую ночь и день — кто выбыл и от чего, кого
# спасли, кого проверили и что нашли; днём — голоса. Полный разбор ход за ходом — на странице.
# Рассказ в настоящем времени, как ведущий пересказывает ночь: у глагола нет рода, кем бы ни был
# игрок. $who — кто ходил, $who_role — его роль, $target — цель, $targets — все цели хода.

recap-title = 📜 **Как всё было** — коротко, по ночам и дням. Каждый ход по порядку — на странице разбора.
recap-night = **Ночь {$number}.**
recap-day = **День {$number}.**
recap-phase = { $phase } { $events }.
recap-phase-quiet = { $phase } Никто не выбыл.
recap-then = { $first }. { $next }
recap-votes = Голоса: { $counts }
recap-votes-more = { $count ->
    [one] ещё {$count} игрок
    [few] ещё {$count} игрока
   *[other] ещё {$count} игроков
} с голосами
recap-count = { $player } — { $count }
recap-death = { $player } ({ $role }) выбывает: { $cause }

## Спасения: удар не прошёл

recap-save-healed = { $who_role } ({ $who }) лечит { $target } — удар проходит мимо
recap-save-guarded = { $who_role } ({ $who }) прикрывает { $target } — удар проходит мимо
recap-save-extra_life = У Везунчика ({ $target }) сгорает запасная жизнь
recap-save-elk = За Трандуила ({ $target }) гибнет его олень
recap-save-shielded = Щит эльфов закрывает { $target }
recap-save-wears_ring = На { $target } Кольцо — удар проходит мимо
recap-save-smaug_immune = Смауга ({ $target }) ночным убийством не взять

## Находки: что узнал или нашёл ход

recap-found-check_result = { $who_role } ({ $who }) проверяет { $target }: { $camp }
recap-found-boss_check_result = { $who_role } ({ $who }) проверяет { $target }: { $has_role ->
    [yes] ролевой
   *[no] без роли
}, { $camp }
recap-found-compare_result = { $who_role } ({ $who }) сравнивает { $targets }: { $result ->
    [same] из одного лагеря
   *[different] из разных лагерей
}
recap-found-search_result = { $who_role } ({ $who }) обыскивает { $target }: { $role }{ $arkenstone ->
    [yes] , с Аркенстоном
   *[no] {""}
}
recap-found-found = { $who_role } ({ $who }) ищет и находит { $target }
recap-found-stone_found = { $who_role } ({ $who }) находит Аркенстон у { $target }
recap-found-stone_taken = { $who_role } ({ $who }) забирает Аркенстон у { $target }
recap-found-arrow_in_smaug = { $who_role } ({ $who }) попадает в Смауга ({ $target }): следующей ночью ему конец
