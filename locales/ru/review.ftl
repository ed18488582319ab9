# Итоги игры: пост «итоги» в игровом канале в конце игры и страница разбора (HTML).
#
# bot.text.review пишет их по трассе движка (engine.trace): каждый ход с исходом и причиной.
# `review-reason-<code>` — причина из engine.TRACE_CODES ровно с её параметрами; `role` — название
# роли, `camp`/`camps` — лагеря, `cause` — причина смерти, `verb` — название хода (уже текстом);
# пустой игрок (никто) приходит как `review-none`. Без разметки Discord, кроме заголовков поста:
# те же тексты идут и на страницу.

## Пост «итоги»

review-title = 📜 **Итоги игры** — ход за ходом, как всё было на самом деле.
review-night = **Ночь {$number} — как было**
review-day = **День {$number} — как было**
review-nothing = Никто не ходил.
review-attached = 📎 Полный разбор игры — в файле `{ $file }` (откройте в браузере).

## Ходы

review-move = { $actor } ({ $role }): { $verb } → { $targets } — { $outcome }
review-move-alone = { $actor } ({ $role }): { $verb } — { $outcome }
review-event = { $verb } → { $targets } — { $outcome }
review-because = { $outcome }: { $reasons }
review-then = { $first }; { $next }
review-none = —

review-outcome-succeeded = сработало
review-outcome-failed = сорвалось
review-outcome-unused = не пригодилось
review-outcome-rejected = не принято: против правил

## Голосование, линч, выбывшие

review-vote = { $voter } → { $target }
review-vote-muted = { $voter } → { $target } (не засчитан: Хитрец лишил голоса)
review-abstain = воздерживается
review-tally = Итог голосования: { $counts }
review-tally-count = { $player } — { $count ->
    [one] { $count } голос
    [few] { $count } голоса
   *[many] { $count } голосов
}
review-no-tally = Итог голосования: голосов не было.
review-lynch = Линч: { $player } ({ $role }) — { $count ->
    [one] { $count } голос
    [few] { $count } голоса
   *[many] { $count } голосов
}.
review-lynch-failed = Линч не состоялся: { $player } — { $reason }.
review-no-lynch = Никого не линчевали — { $reason }.
review-sleep = Усыпление за неактивность: { $player } ({ $role }) — { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[many] { $days } дней
} без голоса и постов подряд.
review-deaths = Выбывшие: { $players }.
review-death = { $player } ({ $role }) — { $cause }
review-no-deaths = Никто не выбыл.
review-winner = { $winner }

## Названия ходов

review-verb-kill = убийство
review-verb-check = проверка
review-verb-rob = кража
review-verb-guard = охрана
review-verb-redirect = подмена цели
review-verb-become = перевоплощение
review-verb-heal = лечение
review-verb-compare = сравнение
review-verb-curse = порча
review-verb-borrow = чужая роль
review-verb-shoot = выстрел
review-verb-watch = слежка
review-verb-invite = приглашение в гости
review-verb-mine = мина
review-verb-beat = избиение
review-verb-mute = лишение голоса
review-verb-seek = поиск
review-verb-secret_vote = тайный голос
review-verb-scout = разведка
review-verb-exhaustion = истощение гостя Шизика
review-verb-explosion = взрыв
review-verb-search = обыск
review-verb-ring = Кольцо Всевластия
review-verb-block = блок
review-verb-digit = цифра
review-verb-hunt = охота
review-verb-instruct = указание оркам
review-verb-side = выбор стороны
review-verb-arrow = стрела Барда
review-verb-ring_taken = Кольцо переходит к Горлуму
review-verb-vote = голос
review-verb-lynch = линч
review-verb-sleep = усыпление
review-verb-unknown = ход «{ $verb }»

## Причины смерти

review-cause-lynch = линч
review-cause-mafia = { $ruleset ->
    [hobbit] ночное убийство орков
   *[city] ночное убийство мафии
}
review-cause-shot = выстрел
review-cause-exhaustion = истощение в гостях у Шизика
review-cause-explosion = взрыв
review-cause-mine = мина
review-cause-sleep = усыпление за неактивность
review-cause-gollum = нападение Горлума
review-cause-smaug = нападение Смауга
review-cause-arrow = стрела Барда
review-cause-ricochet = рикошет от Аркенстона
review-cause-legolas_penalty = расплата за выстрел в своего

## Причины (engine.TRACE_CODES)

review-reason-robbed = его самого обокрал Вор ({ $by })
review-reason-beaten = избиение Громилой ({ $by })
review-reason-at_psycho = в гостях у Шизика ({ $by })
review-reason-cursed = порча Ведьмы
review-reason-blocked_by_pair = блок Тауриэль и Кили ({ $by })
review-reason-sauron_penalty = расплата за обыск Саурона
review-reason-target_beaten = цель ({ $target }) спрятана: избиение Громилой ({ $by })
review-reason-target_at_psycho = цель ({ $target }) в гостях у Шизика ({ $by })
review-reason-redirected = Мошенник ({ $by }) перевёл ход на игрока { $to }
review-reason-turned = ход игрока { $player } ({ $verb }) переведён на игрока { $to }
review-reason-victim_mafia = { $player } — из мафии, такие ходы не переводятся
review-reason-resolves_before = ход игрока { $player } ({ $verb }) выполняется раньше Мошенника
review-reason-nothing_to_redirect = у игрока { $player } не было хода, который можно перевести
review-reason-killed = { $target } выбывает: { $cause }
review-reason-wears_ring = на игроке { $target } Кольцо Всевластия
review-reason-ricochet = у Торина ({ $target }) Аркенстон: удар рикошетом по игроку { $on }
review-reason-guarded = игрока { $target } охраняет Охранник ({ $by })
review-reason-shielded = игрока { $target } закрывает щит эльфов
review-reason-healed = лечение ({ $by }) спасло игрока { $target }
review-reason-extra_life = у Везунчика ({ $target }) была вторая жизнь
review-reason-elk = за Трандуила ({ $target }) погиб его олень
review-reason-smaug_immune = Смауга ({ $target }) обычным убийством не взять
review-reason-wrong_digit = Алфрид ({ $target }) загадал не { $digit }
review-reason-ordered = приказ Саурона ({ $by }): убить игрока { $target }
review-reason-head_blocked = главарь орков ({ $head }) под блоком эльфов ({ $by })
review-reason-overridden = использован ход игрока { $by }
review-reason-target_dead = цель ({ $target }) уже выбыла
review-reason-check_result = { $target } — из лагеря «{ $camp }»
review-reason-boss_check_result = { $target } — { $has_role ->
    [yes] ролевой игрок
   *[no] игрок без роли
} из лагеря «{ $camp }»
review-reason-compare_result = { $result ->
    [same] из одного лагеря
   *[different] из разных лагерей
}
review-reason-watch_result = гости: { $camps }
review-reason-scout_result = Детектив → { $detective }, Вор → { $thief }, Врач → { $doctor }
review-reason-found = { $target } — тот, кого искали
review-reason-not_found = { $target } — не тот, кого искали
review-reason-stone_found = Аркенстон найден у игрока { $target }
review-reason-stone_taken = Аркенстон забран у игрока { $target }
review-reason-attacks_thorin = Аркенстона нет — нападение на Торина ({ $target })
review-reason-search_result = { $target } — { $role }{ $arkenstone ->
    [yes] , при себе Аркенстон
   *[no] {""}
}
review-reason-became = теперь — { $role }
review-reason-actor_died = Актёр погиб этой ночью, перевоплощение сорвалось
review-reason-secret_votes = завтра — два тайных голоса
review-reason-digit_set = цифра { $digit }
review-reason-instructed = { $kind ->
    [hint] подсказка: { $player } — { $role }
    [suggest] совет: убить игрока { $player }
   *[order] приказ: убить игрока { $player }
}
review-reason-pair_block = блок на игрока { $target }
review-reason-shield_granted = щит эльфов достаётся игроку { $player }
review-reason-ring_put_on = Кольцо надето
review-reason-ring_taken = Горлум забрал Кольцо у Бильбо ({ $target })
review-reason-side_chosen = { $side ->
    [civilians] на стороне свободных народов
   *[loner] сам по себе
}
review-reason-counted = засчитан
review-reason-muted = Хитрец лишил голоса
review-reason-votes = { $count ->
    [one] { $count } голос
    [few] { $count } голоса
   *[many] { $count } голосов
}
review-reason-no_votes = голосов не было
review-reason-tie = ничья: { $players } — по { $count ->
    [one] { $count } голосу
    [few] { $count } голоса
   *[many] { $count } голосов
}
review-reason-smaug_survives = Смауг ({ $target }) переживает линч, пока жив кто-то ещё из Тьмы
review-reason-lynched_anyway = цель мины ({ $target }) выбыла по итогам голосования
review-reason-too_few_votes = на игрока { $target } { $count ->
    [one] { $count } голос
    [few] { $count } голоса
   *[many] { $count } голосов
}, а мине нужно три
review-reason-absent = { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[many] { $days } дней
} без голоса и постов подряд
review-reason-smaug_spared = Смауга ({ $target }) не ранить, пока жив Бард
review-reason-penalty_arrow = за выстрел в мирного — ещё одна стрела
review-reason-penalty_death = за выстрел в мирного Леголас платит жизнью: стрел не осталось
review-reason-arrow_in_smaug = стрела в Смауге ({ $target }): следующей ночью он погибнет
review-reason-arrow_lost = { $target } — не Смауг, стрела потеряна

## Страница разбора

review-page-title = Итоги игры — { $ruleset }
review-page-heading = Итоги игры
review-page-summary = { $ruleset }, { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
   *[many] { $count } игроков
}: { $nights ->
    [one] { $nights } ночь
    [few] { $nights } ночи
   *[many] { $nights } ночей
} и { $days ->
    [0] ни одного дня
    [one] { $days } день
    [few] { $days } дня
   *[many] { $days } дней
}
review-page-cast = Состав
review-page-player = Игрок
review-page-role = Роль
review-page-fate = Судьба
review-page-survived = в живых до конца
review-page-left = { $phase }: { $cause }
review-page-dealt = роль при раздаче: { $role }
review-page-timeline = Ход игры
review-page-night = Ночь { $number }
review-page-day = День { $number }
review-page-moves = Ходы
review-page-votes = Голосование
review-page-voter = Кто
review-page-vote-for = За кого
review-page-struck-note = Зачёркнуты голоса, которые игрок потом сменил.
review-page-final-votes = Здесь голоса, стоявшие к концу дня.
review-page-secret = тайный голос
review-page-left-phase = Выбывшие
review-page-result = Чем кончилось
review-page-unfinished = Игра не доиграна: победителя нет.
review-page-footer = Страницу собрал бот-ведущий по записи игры.

## /game export format:html

cmd-game-export-opt-format = формат
cmd-game-export-opt-format-desc = Запись игры (JSON) или страница разбора (HTML)
choice-export-format-json = JSON — запись игры
choice-export-format-html = HTML — страница разбора с итогами
