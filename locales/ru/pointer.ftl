# Указание на доске: мышь и курсор на доске.

pointer-not-yours = { $side ->
    [white] Ход белых: выберите белую фигуру
   *[black] Ход чёрных: выберите чёрную фигуру
}

# Рядом с ходом, который сделала бы взятая фигура, в строке ввода.
pointer-hint-click = (щёлкните подсвеченное поле)
pointer-hint-click-plays = (щелчок делает ход)
pointer-hint-cursor = (Enter на подсвеченном поле делает ход)
pointer-hint-enter-plays = (Enter делает ход)

pointer-status-cursor = курсор на поле { $square }
pointer-status-pocket = курсор в резерве: { $piece }
pointer-footer = ←↑↓→/hjkl курсор · Enter/пробел взять, поставить · Esc выход
pointer-footer-pocket = ←↑↓→/hjkl курсор · Enter/пробел взять, поставить · Tab резерв · Esc выход

pointer-help-heading = Мышь и курсор на доске
pointer-help-click = Щёлкните фигуру и поле или перетащите
pointer-help-back = Ещё щелчок или Esc: вернуть на место
pointer-help-list = Щелчок по ходу в списке покажет его
pointer-help-pocket = Щёлкните фигуру резерва, затем поле
pointer-help-no-mouse = Мышь здесь выключена (--no-mouse)
pointer-help-cursor-key = ↑/↓
pointer-help-cursor = курсор (строка пуста)
pointer-help-move-key = стрелки/hjkl
pointer-help-move = двигать его
pointer-help-pick-key = Enter/пробел
pointer-help-pick = взять, поставить фигуру
pointer-help-pocket-key = Tab
pointer-help-pocket-cursor = в резерв и обратно
pointer-help-leave-key = Esc
pointer-help-leave = вернуть, затем уйти
