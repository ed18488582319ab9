# «Разбор» (русский): что нашёл движок после игры (bot.text.analysis). Игроков не склоняем и
# не согласуем с ними глаголы: подлежащее — «ход», «голос», «игра», «исход».

analysis-winner = { $camp ->
    [mafia] { $ruleset ->
        [hobbit] победа Тьмы
       *[city] победа мафии
    }
    [civilians] { $ruleset ->
        [hobbit] победа свободных народов
       *[city] победа мирных жителей
    }
    [robbers] победа разбойников
    [loner] победа Горлума
   *[draw] ничья
}

analysis-what-if-action = Если бы в { $phase } ход «{ $action }» игрока { $player } ({ $role }) был направлен на { $target }, а не на { $was }, { $outcome }.
analysis-what-if-vote = Если бы в { $phase } голос игрока { $player } ({ $role }) был отдан за { $target }, а не за { $was }, { $outcome }.
analysis-what-if-abstain = Если бы в { $phase } голос игрока { $player } ({ $role }) не был отдан никому (а был за { $was }), { $outcome }.

analysis-outcome-winner = игра закончилась бы иначе: { $winner }, { $ended }
analysis-outcome-earlier = { $winner } пришла бы { $days ->
    [1] на день
   *[other] на { $days } { $days ->
        [one] день
        [few] дня
       *[many] дней
    }
} раньше: { $ended }
analysis-outcome-later = { $winner } пришла бы { $days ->
    [1] на день
   *[other] на { $days } { $days ->
        [one] день
        [few] дня
       *[many] дней
    }
} позже: { $ended }
analysis-outcome-undecided = к концу записи игра ещё не была бы решена
analysis-outcome-left = исход остался бы тем же, но в { $phase } из игры выбыли бы: { $left }
analysis-outcome-nobody-left = исход остался бы тем же, но в { $phase } никто не выбыл бы из игры

analysis-turning-point = Перелом — { $phase }: из игры выбыли: { $left }. Пройди эта фаза без ходов и голосов — { $outcome }.

analysis-reads = { $player } ({ $camp }): { $accuracy }; { $trust }.
analysis-reads-accuracy = против другого лагеря { $count } из { $total } { $total ->
    [one] голоса
    [few] голосов
   *[many] голосов
}
analysis-reads-no-votes = голосов за живых игроков нет
analysis-reads-trust = своих не тронуто: { $count } из { $total }
analysis-reads-no-allies = своих голосами не проверить

# «Разбор» на странице итогов (bot.text.review_page).
analysis-page-heading = Разбор
analysis-page-what-if = Что было бы, если бы…
analysis-page-no-what-if = Какой ход или голос ни поменяй — игра пошла бы так же.
analysis-page-turning-points = Переломные фазы
analysis-page-no-turning-points = Ни одна фаза в одиночку исход не решила.
analysis-page-reads = Кто верно читал стол
analysis-page-reads-note = Считаются только голоса за живых игроков в те дни, когда голосующий сам был жив; «свои» — лагерь, за который игрок играл к концу игры.

# `/stats player`: чтение стола, сложенное по всем завершённым играм (cogs/stats/texts.py).
analysis-stats-reads = Чтение стола: голосов против другого лагеря — { $hits } из { $votes } ({ $accuracy } %); своих не тронуто — { $spared } из { $allies } ({ $trust } %).
