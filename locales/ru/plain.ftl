# Строчный режим (hotseat --plain): всё, что он говорит, по строке на событие, так, чтобы
# экранный диктор прочёл это вслух. $side, $winner и $loser — white или black; $role — king,
# queen, rook, bishop, knight или pawn; поля, ходы и часы приходят в записи.
# Слова команд приходят из таблицы команд, на языке экрана.

# Фигуры во множественном числе, для перечислений: ладьи a1 и f1.
plain-pieces = { $role ->
    [king] короли
    [queen] ферзи
    [rook] ладьи
    [bishop] слоны
   *[knight] кони
    [pawn] пешки
}
# Взятая фигура: слон с g5 берёт коня на f6.
plain-taken = { $role ->
    [king] короля
    [queen] ферзя
    [rook] ладью
    [bishop] слона
   *[knight] коня
    [pawn] пешку
}

## Ходы словами.

plain-step = { $piece } с { $from } на { $to }
plain-capture = { $piece } с { $from } берёт { $taken } на { $to }
plain-en-passant = пешка с { $from } берёт пешку на { $to } на проходе
# Фигура из резерва поставлена на доску («Крейзихаус»): конь из резерва на f3.
plain-drop = { $piece } из резерва на { $to }
plain-castle = { $wing ->
    [kingside] короткая рокировка
   *[queenside] длинная рокировка
}
plain-promotion = { $said }, превращение в { $role ->
    [queen] ферзя
    [rook] ладью
    [bishop] слона
   *[knight] коня
}
plain-check = { $said }, шах
plain-mate = { $said }, мат
# 1. e4, пешка с e2 на e4.
plain-move = { $number } { $san }, { $words }.
plain-taken-back = Ход { $number } { $san } взят назад.

## Приглашение: чего ждут от игроков сейчас.

plain-prompt-move = { $who }, ваш ход:
plain-prompt-move-timed = { $who }, { $clock }. Ваш ход:
plain-prompt-answer = Да или нет:
plain-prompt-promotion = Ферзь, ладья, слон или конь:
plain-prompt-paused = Пауза. Enter — продолжить:
plain-prompt-over = Партия окончена. Команда:
plain-prompt-look = Только просмотр. Команда:
plain-prompt-review = Просмотр: { $at }. Команда или ход:
plain-prompt-review-start = Просмотр: начальная позиция. Команда или ход:

## Начало партии.

plain-start = hotseat без экрана: белые против чёрных, { $control }.
plain-start-named = hotseat без экрана: белыми играет { $white }, чёрными — { $black }; { $control }.
plain-control-none = без часов
plain-control = контроль времени { $control }
plain-control-odds = фора по времени: у белых { $white }, у чёрных { $black }
plain-armageddon = Армагеддон: ничья засчитывается чёрным как победа.
plain-clock-starts = Часы пойдут с первым ходом белых.
plain-chess960 = Шахматы Фишера, начальная позиция { $number }.
plain-read-only = Эту партию играют в другом окне hotseat: её можно смотреть, но не играть.
plain-read-only-saved-at = Она показана такой, какой была сохранена { $time }: ходы, сделанные там после, здесь не видны. Введите новая, чтобы начать свою партию.
plain-read-only-as-opened = Она показана такой, какой была при открытии: ходы, сделанные там после, здесь не видны. Введите новая, чтобы начать свою партию.
plain-watching = Вы следите за этой партией, которую играют в другом терминале: каждый ход прозвучит, как только его сделают.
plain-watching-left = Эту партию сейчас никто не играет: она стоит, как была сохранена.
plain-watching-next = Ждём следующую партию.
plain-help-hint = Введите «{ $help }», чтобы узнать команды.
plain-new-game = Новая партия.

## Вопросы и ответы, после которых всё остаётся как было.

plain-ask-resign = { $side ->
    [white] Белые
   *[black] Чёрные
}, вы сдаётесь? Да или нет.
plain-ask-takeback = Вернуть ход { $number } { $san }? { $side ->
    [white] Белые
   *[black] Чёрные
}, вы согласны? Да или нет.
plain-ask-draw = { $side ->
    [white] Белые предлагают ничью. Чёрные
   *[black] Чёрные предлагают ничью. Белые
}, вы согласны? Да или нет.
plain-ask-leave = Выйти? Да или нет.
plain-ask-quit = Выйти? Партия сохранена. Да или нет.
plain-ask-quit-unsaved = Выйти? Партия не сохранена ({ $reason }); введите «{ $save } ФАЙЛ», чтобы сохранить копию. Да или нет.
plain-ask-quit-copied = Выйти? Партия не сохранена в папке партий, но сохранённая вами копия содержит её. Да или нет.
plain-ask-paste = Сыграть { $moves }: { $list }? Да или нет.
plain-ask-paste-more = ещё { $count }
plain-ask-replace = Файл { $file } уже есть. Заменить его? Да или нет.
plain-ask-adjust = { $change }? { $side ->
    [white] Белые
   *[black] Чёрные
}, вы согласны? Да или нет.
plain-ask-set-clock = Выставить часы { $clock ->
    [white] белых
   *[black] чёрных
} на { $time }? { $side ->
    [white] Белые
   *[black] Чёрные
}, вы согласны? Да или нет.
plain-ask-undo-adjustment = Отменить { $change }? { $side ->
    [white] Белые
   *[black] Чёрные
}, вы согласны? Да или нет.
plain-offer-with-move = { $side ->
    [white] Белые предлагают ничью вместе с ходом. Чёрные
   *[black] Чёрные предлагают ничью вместе с ходом. Белые
}: да — принять, нет — отклонить, или сделайте ход.
plain-may-claim = { $side ->
    [white] Белые
   *[black] Чёрные
} могут потребовать ничью ({ $reason }): введите «{ $claim }».
plain-ask-promotion = Во что превращается пешка на { $square }: ферзь, ладья, слон или конь?
plain-answer-please = Ответьте «да» или «нет» (д или н, y или n).
plain-draw-declined = { $side ->
    [white] Белые отклоняют
   *[black] Чёрные отклоняют
} ничью.
plain-takeback-declined = { $side ->
    [white] Белые не согласны
   *[black] Чёрные не согласны
}: ход остаётся.
plain-goes-on = Партия продолжается.
plain-paste-declined = Ходы не сыграны.
plain-replace-declined = Не сохранено: файл остался прежним.
plain-clocks-kept = Часы остались как были.
plain-promotion-dropped = Превращения нет: пешка остаётся на месте.

## Часы.

plain-paused = Часы остановлены. Нажмите Enter, чтобы продолжить.
plain-running = Часы снова идут.
plain-minute-left = У { $side ->
    [white] белых
   *[black] чёрных
} осталась одна минута.
plain-seconds-left = У { $side ->
    [white] белых
   *[black] чёрных
} осталось десять секунд.
plain-clock-times = Белые { $white }, чёрные { $black }.
plain-clock-used = Без контроля времени. Потрачено: белые { $white }, чёрные { $black }.
plain-clock-upcount = Часы считают вверх, без ограничения времени: белые { $white }, чёрные { $black }.
plain-clock-hourglass = Песочные часы, что тратит одна сторона, получает другая: белые { $white }, чёрные { $black }.
plain-clock-byo-yomi = { $side ->
    [white] Белые
   *[black] Чёрные
}: { $begun ->
    [yes] { $periods ->
        [one] идёт последний период бёёми
        [few] { $periods } периода бёёми, один идёт
       *[other] { $periods } периодов бёёми, один идёт
    }
   *[no] { $periods ->
        [one] { $periods } период бёёми
        [few] { $periods } периода бёёми
       *[other] { $periods } периодов бёёми
    } после основного времени
}.
plain-clock-canadian = { $side ->
    [white] Белые
   *[black] Чёрные
}: в этом периоде сделать ещё { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[other] { $moves } ходов
}.
plain-clock-runs = Идут часы { $side ->
    [white] белых
   *[black] чёрных
}.
plain-clock-stopped = Часы остановлены.
plain-clock-delay = Задержка: ещё { $time }, потом часы пойдут.
plain-clock-back = Ход сейчас вернёт время: { $time }.

## Чем кончилась партия.

plain-end-checkmate = Мат. { $winner ->
    [white] Белые
   *[black] Чёрные
} победили, { $result }.
plain-end-stalemate = Пат: ничья, { $result }.
plain-end-insufficient = Ни одна из сторон не может поставить мат: ничья, { $result }.
plain-end-threefold = Позиция повторилась в третий раз: ничья, { $result }.
plain-end-fivefold = Позиция повторилась в пятый раз: ничья, { $result }.
plain-end-fifty = Пятьдесят ходов без взятий и ходов пешками: ничья, { $result }.
plain-end-seventy-five = Семьдесят пять ходов без взятий и ходов пешками: ничья, { $result }.
plain-end-resignation = { $loser ->
    [white] Белые сдались: победили чёрные
   *[black] Чёрные сдались: победили белые
}, { $result }.
plain-end-agreement = Ничья по соглашению, { $result }.
plain-end-variant = Партия окончена: { $reason }, { $result }.
plain-end-draw-odds = Армагеддон: ничья засчитывается чёрным как победа, { $result }.
plain-end-time = { $loser ->
    [white] У белых упал флажок: чёрные победили по времени
   *[black] У чёрных упал флажок: белые победили по времени
}, { $result }.
plain-end-unrecorded = { $winner ->
    [white] Победили белые
   *[black] Победили чёрные
}, { $result }; чем закончилась партия, не записано.
plain-end-time-draw = { $loser ->
    [white] У белых упал флажок, но у чёрных
   *[black] У чёрных упал флажок, но у белых
} не хватает фигур, чтобы поставить мат: ничья, { $result }.
plain-end-next = Введите «{ $new }» для новой партии, «{ $moves }», чтобы услышать ходы, «{ $previous }», чтобы пройти по ним назад, или «{ $quit }», чтобы выйти.
plain-review-live = Снова текущая позиция партии.
plain-review-start = Начальная позиция, до первого хода.
plain-review-move = { $said } Полуход { $shown } из { $total }.
plain-review-side-line = Вариант: { $moves }.
plain-review-comment = Комментарий: { $comment }
plain-review-lines-here = Варианты отсюда: { $moves }; введите ход, чтобы пойти по варианту.
plain-review-nowhere = { $at ->
    [start] Это начало партии: ходов до него нет.
    [line-end] Дальше этот вариант не идёт: «{ $previous }» — шаг назад, «{ $end }» — к партии.
   *[live] Это текущая позиция партии: ходов после неё нет; «{ $previous }» — шаг назад.
}

## Что строчный режим говорит о других переменах.

plain-flipped = { $side ->
    [white] Теперь доска читается со стороны белых.
   *[black] Теперь доска читается со стороны чёрных.
}
plain-suggest = { $suggestion } Введите y или «да», чтобы сыграть этот ход.
plain-suggest-move = Введите y или «да», чтобы сыграть { $move }.
plain-needs-terminal = hotseat нужен терминал; без него можно играть строками с --plain, а для скриптов есть «hotseat perft», «hotseat moves» и «hotseat replay»
plain-io-failed = сбой ввода или вывода: { $reason }
plain-saving-works = Сохранение снова работает.
plain-end-of-input = Ввод закончился.
plain-not-saved = В этой партии не было ходов, она не сохранена.

## Вопросы игроков: доска, фигуры, где, последний ход, часы, ходы, помощь.

plain-board-from = { $side ->
    [white] Доска со стороны белых, сначала { $rank }-я горизонталь.
   *[black] Доска со стороны чёрных, сначала { $rank }-я горизонталь.
}
# Одна горизонталь: 8: Чёрные: ладья a8, конь b8; Белые: пешка e8.
plain-board-rank = { $rank }: { $pieces }.
plain-board-empty-rank = { $rank }: пусто.
plain-board-group = { $side ->
    [white] Белые
   *[black] Чёрные
}: { $pieces }
plain-piece-on = { $piece } { $square }
# Каждое поле: 4: с a4 по d4 пусто, e4 пешка белых, с f4 по h4 пусто.
plain-square = { $square } { $piece } { $side ->
    [white] белых
   *[black] чёрных
}
plain-empty-squares = с { $from } по { $to } пусто
plain-empty-square = { $square } пустое
plain-empty-pair = { $first } и { $second } пустые
plain-side-pieces = { $side ->
    [white] Белые
   *[black] Чёрные
}: { $pieces }.
plain-pieces-at = { $pieces } { $squares }
plain-where-none = У { $side ->
    [white] белых
   *[black] чёрных
} нет { $role ->
    [king] королей
    [queen] ферзей
    [rook] ладей
    [bishop] слонов
   *[knight] коней
    [pawn] пешек
}.
plain-where-what = Какая фигура? Например, «{ $where } N» или «{ $where } конь»: король, ферзь, ладья, слон, конь или пешка.
plain-last = Последний ход: { $said }
plain-no-move = Ходов ещё не было.
plain-moves-none = Ходов ещё нет.
plain-moves-result = Результат: { $result }.

plain-help-moves = Ходы вводятся в алгебраической нотации: e4, Кf3, exd5, 0-0, e8=Ф; можно и e2e4, и латинские буквы фигур: Nf3.
plain-help-ask = Чтобы услышать партию: { $board } (фигуры по горизонталям), { $board_list } (каждое поле), { $pieces }, { $where } N или { $where } конь, { $last }, { $clock }, { $moves }, { $opening }, { $pocket } («Крейзихаус»), { $checks } («Три шаха»), { $summary }, { $fen }.
plain-help-game = Действия: { $commands }.
plain-help-review = Чтобы пройти по партии: «{ $previous }» и «{ $next }», «{ $start }» и «{ $end }» (текущая позиция); ход, введённый там, идёт в вариант, «{ $nag }» и «{ $comment }» относятся к ходу там, а «{ $leave }», «{ $delete }» и «{ $promote }» — к просматриваемому варианту.
plain-help-keys = На вопросы отвечают «да» или «нет» (д или н, y или n). Пустая строка повторяет, чей ход. Конец ввода сохраняет партию и завершает работу.

# Справка полноэкранного режима указывает на строчный режим.
plain-in-the-help = Экранный диктор: hotseat --plain
# Дебют сыгранных ходов (`дебют`); названия остаются как в справочнике, по-английски.
plain-opening = Дебют: { $eco } { $name }.
plain-opening-none = Дебют пока не назван: справочник называет позиции первых ходов из обычной начальной расстановки.
# Резерв «Крейзихауса» (`резерв`): Резерв белых: 2 пешки, 1 конь.
plain-in-hand = { $count } { $role ->
    [queen] { $count ->
        [one] ферзь
        [few] ферзя
       *[many] ферзей
    }
    [rook] { $count ->
        [one] ладья
        [few] ладьи
       *[many] ладей
    }
    [bishop] { $count ->
        [one] слон
        [few] слона
       *[many] слонов
    }
    [pawn] { $count ->
        [one] пешка
        [few] пешки
       *[many] пешек
    }
   *[knight] { $count ->
        [one] конь
        [few] коня
       *[many] коней
    }
}
plain-pocket = { $side ->
    [white] Резерв белых
   *[black] Резерв чёрных
}: { $pieces }.
plain-pocket-empty = { $side ->
    [white] Резерв белых
   *[black] Резерв чёрных
} пуст.
plain-no-pocket = В этой партии нет резерва: он есть только в «Крейзихаусе».
# Шахи, данные в «Трёх шахах» (`шахи`).
plain-checks = Дано шахов: белые — { $white }, чёрные — { $black }; третий шах побеждает.
plain-no-checks = Шахи считаются только в «Трёх шахах».

## Страницы между партиями.

plain-back-to-game = Снова партия.
plain-game-opened = Открыта другая партия.
plain-prompt-form = Поле и значение или играть:
plain-prompt-editor = Фигуры или играть:
plain-prompt-library = Номер партии или слова для отбора:
plain-prompt-standings = дальше или назад:
plain-standings-next = Следующая партия: { $game }. «дальше» начинает её, «назад» — вернуться к партии.
plain-prompt-library-tournaments = Номер партии, название турнира или слова для отбора:
plain-prompt-learn = Ваш ход или: решение, пропустить, дальше, заново, назад:
plain-form = Новая партия, поле за полем:
plain-form-field = { $field ->
    [tournament] Турнир
    [white] Белые
    [black] Чёрные
    [time] Контроль времени
    [odds] Своё время чёрных (фора)
    [clock] Часы
    [rules] Правила ничьей
    [armageddon] Армагеддон
    [instant] Ходы
    [takebacks] Возврат ходов
    [variant] Вариант
    [start] Начало
   *[bottom] Внизу
}: { $value }.
plain-form-variant = { $name } — { $rule }
plain-form-name = { $side ->
    [white] Белые
   *[black] Чёрные
}: { $name }.
plain-form-unnamed = { $side ->
    [white] Белые
   *[black] Чёрные
}: без имени.
plain-form-wrong = { $said } Так нельзя: { $error }.
plain-form-no-odds = нет, как у белых
plain-form-no-tournament = нет, свободная партия с полями ниже
plain-form-tournament = { $name }, следующая партия { $game }; игроки, контроль и вариант — турнира, а не полей ниже
plain-form-tournaments = Идут турниры: { $names }. Следующая партия турнира — турнир НАЗВАНИЕ, свободная партия — турнир нет.
plain-form-standard = обычная начальная позиция
plain-chess960-random = шахматы Фишера, позиция по жребию
plain-chess960-number = шахматы Фишера, позиция { $number }
plain-form-fen = позиция { $fen }
plain-form-editor = расставленная позиция, { $fen }
plain-form-how = Поле меняют его названием и значением: белые Анна, время 5+3, фора 3+3, часы ход, правила фиде, армагеддон да, начало 960, начало фен FEN, начало расстановка, внизу чёрные, мгновенно да, возврат нет. Играть — начать партию, назад — вернуться.
plain-learn = Работа над ошибками: в позиции перед каждой ошибкой напишите ход получше. Решение покажет лучший ход, пропустить — дальше без него, дальше — к следующей ошибке, когда с этой всё, заново — всё сначала, назад — к партии.
plain-editor = Расстановка. Фигуры пишутся так: Крe1 Фd1 Лa1 / крe8 пa7 (белые до черты), +Кf3 добавляет фигуру, -e4 освобождает поле; белые или чёрные — чей ход, рокировка KQkq, проход e3, очистить, начальная, фен FEN, копировать. Играть — начать партию с этой позиции, назад — вернуться к форме.
plain-editor-pieces = Фигуры: { $pieces }.
plain-editor-empty = На доске нет фигур.
plain-editor-turn = Ход { $side ->
    [white] белых
   *[black] чёрных
}; { $castling }.
plain-editor-right = { $wing ->
    [kingside] короткая
   *[queenside] длинная
} { $side ->
    [white] у белых
   *[black] у чёрных
}
plain-editor-no-castling = рокировок нет
plain-editor-castling = рокировки: { $rights }
plain-editor-castling-possible = рокировок нет, хотя фигуры позволяют: { $possible }
plain-editor-castling-more = рокировки: { $rights }; фигуры позволяют ещё: { $possible }
plain-editor-en-passant = Взятие на проходе на { $square }.
plain-editor-playable = В эту позицию можно играть: наберите играть.
plain-editor-unplayable = В эту позицию пока нельзя играть: { $reason }.
plain-library-saved = Сохранённые партии, сначала новые: { $count }.
plain-library-file = Партии файла { $file }: { $count }.
plain-library-file-part = Партии файла { $file }: { $count }; { $listed ->
    [1] в списке первая
   *[other] в списке первые { $listed }
}, любую откроет «hotseat --load ФАЙЛ --game N».
plain-library-filter = Отбор: { $filter }.
plain-library-tournaments = Турниры, сначала новые: { $count }.
plain-library-tournament = { $name }: { $words }.
plain-library-more = И ещё { $count }: сузьте список словами.
plain-library-none = Сохранённых партий пока нет.
plain-library-none-match = Ни одна партия не подходит.
plain-library-how-tournaments = Наберите название турнира, чтобы сыграть его следующую партию.
plain-library-how = Наберите номер партии, чтобы открыть её, слова для отбора (имя, 1-0, 0-1, 1/2, неоконченные, дата вроде 2026-11), все — все партии, пустую строку, чтобы услышать список снова, или назад.
## Разбор движком (анализ, дальше ошибка)

plain-analysis-started = Движок разбирает партию: { $total } { $total ->
    [one] позиция
    [few] позиции
   *[many] позиций
}. Ctrl-C остановит разбор и сохранит сделанное.
plain-analysis-progress = Разобрано позиций: { $done } из { $total }.
plain-analysis-stopping = Движок остановится после позиций, которые уже считает.
plain-analysis-move = Ход { $number }, { $side ->
    [white] белые
   *[black] чёрные
}: { $played }, { $judgement }; лучше было { $best }.
plain-analysis-move-no-best = Ход { $number }, { $side ->
    [white] белые
   *[black] чёрные
}: { $played }, { $judgement }.
plain-analysis-no-marks = Ни один ход не отмечен как неточность, ошибка или зевок.
plain-analysis-how = Перейти к этим ходам: «дальше ошибка», «раньше ошибка».
plain-analysis-viewed = Разбор: { $judgement }; лучше было { $best }: { $line }.
plain-analysis-viewed-best = Разбор: { $judgement }; лучше было { $best }.
plain-analysis-viewed-no-best = Разбор: { $judgement }.

## Партия в предложениях (итоги)

plain-summary-no-moves = Ходов ещё не было.
plain-summary-game = { $count ->
    [one] Сыгран
   *[other] Сыграно
} { $moves }, на обдумывание ушло { $time }.
plain-summary-game-untimed = { $count ->
    [one] Сыгран
   *[other] Сыграно
} { $moves }; время ходов не записано.
plain-summary-side = { $side ->
    [white] Белые
   *[black] Чёрные
}: { $moves }, в среднем { $average } на ход; дольше всего думали над ходом { $longest }: { $time }.
plain-summary-side-untimed = { $side ->
    [white] Белые
   *[black] Чёрные
}: { $moves }.
plain-summary-time-trouble = { $side ->
    [white] Белые
   *[black] Чёрные
} сделали { $moves }, когда на часах оставалось меньше 10 секунд.
plain-summary-material-even = Материал в конце: равный.
plain-summary-material = Материал в конце: перевес { $side ->
    [white] белых
   *[black] чёрных
} — { $pawns } в пешках.
