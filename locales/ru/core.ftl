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
    [crazyhouse] Сумасшедший дом
    [atomic] Атомные шахматы
    [antichess] Антишахматы
    [king-of-the-hill] Царь горы
    [three-check] Три шаха
    [horde] Орда
    [racing-kings] Гонка королей
   *[standard] Классические шахматы
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
