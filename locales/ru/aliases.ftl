# Как игроки ещё называют роли, ходы и темы правил (русский): через запятую, регистр и «ё» не важны.
# Бот принимает эти слова, когда их набирают вместо подсказки (`/ход`, `/правила`, список ролей).
# Ключи те же, что в английском файле; пустых нет — хотя бы само название.

alias-role-doctor = доктор, док, медик
alias-role-detective = комиссар, шериф, коп
alias-role-citizen = { $ruleset ->
    [hobbit] житель, горожанин, мирный
   *[city] мирный, житель, горожанин
}
alias-role-mafioso = мафия, мафиозо
alias-role-courtesan = путана, проститутка
alias-role-boss = дон, главарь
alias-role-psycho = псих
alias-role-sleepwalker = лунатик
alias-verb-check = проверка
alias-verb-heal = вылечить, лечение
alias-verb-kill = убийство
alias-verb-shoot = стрелять, выстрел
alias-verb-seek = найти, поиск
alias-verb-search = обыск
alias-verb-block = блок
alias-verb-side = сторона
alias-verb-instruct = указание
alias-key-hint = подсказка
alias-key-suggest = совет
alias-key-order = приказ
alias-topic-order = порядок, порядок ходов, очерёдность, ночь
