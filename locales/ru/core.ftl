# Слова игры: стороны, фигуры, то, что считают, результаты и окончания партий.

# Название языка на нём самом, рядом с его кодом среди значений `--lang`.
language-name = русский

side-white = Белые
side-black = Чёрные

# Правила ничьей по названию, как их показывают форма и справка.
draw-rules-name = { $rules ->
    [club] клубные
   *[fide] ФИДЕ
}

piece-king = король
piece-queen = ферзь
piece-rook = ладья
piece-bishop = слон
piece-knight = конь
piece-pawn = пешка

# Вариант шахмат по названию, как его называет lichess.
variant-name = { $variant ->
    [crazyhouse] Крейзихаус
    [atomic] Атомные шахматы
    [antichess] Анти-Шахматы
    [king-of-the-hill] Царь горы
    [three-check] Три шаха
    [horde] Орда
    [racing-kings] Гонка королей
    [chess960] Шахматы Фишера
   *[standard] Шахматы
}

# Правило варианта одной строкой, как его пишет lichess рядом с названием.
variant-rule = { $variant ->
    [crazyhouse] Срубленные фигуры могут быть возвращены на доску вместо хода фигурой
    [atomic] Взорвите короля противника, чтобы победить
    [antichess] Проиграйте все ваши фигуры (или получите пат), чтобы выиграть игру
    [king-of-the-hill] Проведите короля в центр доски, чтобы выиграть партию
    [three-check] Объявите 3 шаха, чтобы победить
    [horde] Одна сторона имеет большое количество пешек, когда другая имеет стандартный набор фигур
    [racing-kings] Проведите своего короля на другую сторону доски, чтобы победить
   *[standard] Стандартные правила шахмат (FIDE)
}

count-moves = { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[many] { $count } ходов
}

# Lists: every item but the last joined with commas, then the last.
list-or = { $first } или { $last }
list-and = { $first } и { $last }

# Знак между целой частью числа и десятыми: 2,1 с, 87,3 %.
decimal-mark = ,
