# Всё, что говорит экран партии: положение в партии, сообщения, вопросы, клавиши, справка,
# часы и выбор фигуры превращения; и то, что говорится в терминале до открытия экрана.
# Сторона приходит как `white` или `black`.

## Положение в партии

state-to-move = { $player }: ваш ход
state-check = шах
state-chess960 = Chess960, позиция № { $number }
state-armageddon = армагеддон: ничья — победа чёрных
state-over-hint = новая, сохранить, анализ, графики, копировать или выход; ← просмотр
player-named = { $name } ({ $side ->
        [white] белые
       *[black] чёрные
    })

## Строки сообщений

notice-autosave-problem = не сохраняется автоматически: { $problem }
notice-may-claim = { $side ->
        [white] Белые
       *[black] Чёрные
    } могут потребовать ничью ({ $reason }): введите претензия
notice-read-only = Только просмотр: партия, как она была сохранена { $time }; новая — начать свою
notice-read-only-no-time = Только просмотр: партия, как она была сохранена; новая — начать свою
notice-watching = Трансляция: каждый ход появляется, как только его сделают в другом терминале
notice-watching-left = Эту партию сейчас никто не играет: она стоит, как была сохранена { $time }
notice-watching-left-no-time = Эту партию сейчас никто не играет: она стоит, как была сохранена
notice-watching-over = Следующая партия появится здесь, как только начнётся
watch-waiting = Сейчас в папке { $path } никто не играет: следующая партия появится здесь, как только начнётся.
watch-waiting-file = Ждём партию в файле { $path }.
watch-last-result = { $white } против { $black }: { $result }
watch-footer-waiting = q или Esc — выход
notice-paused = Пауза: нажмите Enter, чтобы продолжить
notice-over-type = партия окончена ({ $outcome }): введите новая, сохранить, анализ, графики, копировать или выход
notice-suggestion = { $suggestion } Tab подставит
notice-read-only-refused = здесь ничего не меняется: партию только смотрят
notice-already-over = партия уже окончена
notice-no-takeback-over = партия окончена: ходы больше нельзя взять назад
notice-takebacks-off = партия идёт без возврата ходов: сделанный ход остаётся
notice-over = партия окончена
notice-not-paused = партия не на паузе: пауза останавливает часы
notice-claim-played = требовать ничью нельзя: { $why }; ход { $move } сделан
notice-claim-played-more-time = требовать ничью нельзя: { $why }; ход { $move } сделан, а { $side ->
        [white] белым
       *[black] чёрным
    } добавлено ещё { $time } (FIDE 9.5.3)
notice-takeback-declined = { $side ->
        [white] Белые
       *[black] Чёрные
    } не согласились взять ход назад
notice-draw-declined = { $side ->
        [white] Белые
       *[black] Чёрные
    } отклонили ничью
notice-taken-back = ход { $move } взят назад
notice-offer-with-move = { $side ->
        [white] Белые предлагают ничью вместе с ходом — чёрные
       *[black] Чёрные предлагают ничью вместе с ходом — белые
    }: принять, отклонить или сделать ход
notice-clock-starts = часы пойдут с первым ходом белых
notice-clock-usage = чтобы выставить часы, укажите цвет и время: часы белые 4:30, часы чёрные 90с
notice-clock-shows = часы { $side ->
        [white] белых
       *[black] чёрных
    } уже показывают это время
notice-adjustment-taken-back = отменено: { $change }
notice-clocks-kept = часы остались как были
notice-replace-declined = не сохранено: файл остался прежним
notice-paste-not-now = вставка принимается, только пока вводятся ходы
notice-paste-lines = вставку из нескольких строк можно сделать, только если это ходы, например 1. e4 e5 2. Кf3
notice-paste-cut = вставка обрезана: в строке помещается не больше { $max ->
    [one] { $max } символа
   *[other] { $max } символов
}
notice-pasted-failed = вставленный ход { $number } ({ $text }) сделать нельзя: { $reason }; { $before ->
    [one] до него сделан { $before } ход
    [few] до него сделаны { $before } хода
   *[many] до него сделано { $before } ходов
}
notice-pasted-first-failed = вставленные ходы начинаются с { $text }, а его здесь сделать нельзя: { $reason }; ни один ход не сделан
notice-pasted-played = { $count ->
        [one] сделан { $count } вставленный ход
        [few] сделаны { $count } вставленных хода
       *[many] сделано { $count } вставленных ходов
    }
notice-answer-y-or-n = ответьте д (да) или н (нет)
notice-line-too-long = строка из { $count } { $count ->
        [one] символа
       *[other] символов
    } длиннее, чем бывают ходы и команды (не больше { $max }): ничего не сделано
notice-input-too-long = строка длиннее { $limit } { $limit ->
        [one] мегабайта
       *[other] мегабайт
    } не читается: ничего не сделано
notice-input-terminal-full = строка из { $limit } { $limit ->
        [one] символа
       *[other] символов
    } — это всё, что вмещает терминал, и её конец мог потеряться: ничего не сделано (партию, которую не вставить одной строкой, откроет «открыть ФАЙЛ»)

notice-line-full = в строке помещается не больше { $max ->
    [one] { $max } символа
   *[other] { $max } символов
}
notice-saved-to = сохранено в { $path }
notice-save-failed = не удалось сохранить: { $reason }
notice-no-figurines-console = в этой консоли нет фигурок: вместо них буквы (--ascii=false — фигурки)
notice-no-figurines-width = фигурки сдвинули бы доску: вместо них буквы (--ascii=false — фигурки)
notice-nag-given = ход { $move } отмечен знаком { $nag }
notice-nags-cleared = у хода { $move } больше нет знаков
notice-commented = комментарий к ходу { $move } записан
notice-commented-start = комментарий перед первым ходом записан
notice-comment-cleared = комментарий к ходу { $move } удалён
notice-comment-cleared-start = комментарий перед первым ходом удалён
notice-line-deleted = вариант удалён
notice-line-promoted = вариант поднят выше
notice-copied-game = PGN партии в буфере обмена (OSC 52)
notice-copied-fen = FEN позиции в буфере обмена (OSC 52)
notice-unknown-nag = «{ $text }» — не знак: подойдут !, ?, !!, ??, !?, ?! или от $1 до $255
notice-no-glyphs = у этого хода нет знаков, которые можно снять
notice-not-in-side-line = вариант не открыт: вернитесь назад клавишей ← и сделайте там ход
notice-charts-not-now = графики открываются при просмотре партии (← — шаг назад) или после её окончания
notice-analyse-not-now = движок разбирает только законченные партии: анализ — после окончания партии
notice-analysis-running = движок уже разбирает партию: Esc остановит разбор
notice-nothing-to-analyse = в партии нет ходов для разбора
notice-already-analysed = движок уже разобрал все ходы: Shift+←/→ — по отмеченным ходам
notice-engine-failed = разбор остановлен: { $reason }
notice-no-analysis = разбора ещё нет: анализ попросит его у движка
notice-no-next-mistake = после этого хода отмеченных ходов нет
notice-no-previous-mistake = до этого хода отмеченных ходов нет
notice-next-what = после «дальше» и «раньше» можно написать «ошибка» или ничего, но не «{ $text }»
notice-analysed = движок разобрал партию: Shift+←/→ — по отмеченным ходам
notice-analysis-stopped = разбор остановлен после { $reviewed } из { $moves } { $moves ->
        [one] хода
       *[other] ходов
    }; сделанное сохранено
notice-copy-what = после копировать можно написать фен или ничего, но не «{ $text }»
notice-no-clipboard = этот терминал не принимает копию (нет OSC 52): сохранить ФАЙЛ запишет партию в файл
notice-no-clipboard-output = вывод идёт не в терминал, копировать некуда: сохранить ФАЙЛ запишет партию в файл

## Вопросы, ответ — д или н (y или n)

question-yes-or-no = (д — да, н — нет)
question-resign = { $side ->
        [white] Белые
       *[black] Чёрные
    } сдаются?
question-play-pasted = Сделать вставленные ходы ({ $count }: { $moves })?
question-replace = { $path } уже есть: заменить?
question-takeback-last = Взять последний ход назад? { $side ->
        [white] Белые
       *[black] Чёрные
    }, вы согласны?
question-takeback = Взять назад { $move }? { $side ->
        [white] Белые
       *[black] Чёрные
    }, вы согласны?
question-adjust = { $change }? { $side ->
        [white] Белые
       *[black] Чёрные
    }, вы согласны?
question-set-clock = Выставить часы { $clock ->
        [white] белых
       *[black] чёрных
    } на { $time }? { $side ->
        [white] Белые
       *[black] Чёрные
    }, вы согласны?
question-undo-adjustment = Отменить { $change }? { $side ->
        [white] Белые
       *[black] Чёрные
    }, вы согласны?
question-quit-copied = Выйти? Партия не сохранена в папке партий, но сохранённая вами копия содержит её.

question-quit-unsaved = Выйти? Партия НЕ сохранена: чтобы её сохранить, ответьте «н» и введите «сохранить ФАЙЛ».
question-quit = Выйти?
question-quit-saved = Выйти? Партия сохранена.
question-draw-offer = { $side ->
        [white] Белые предлагают ничью — чёрные
       *[black] Чёрные предлагают ничью — белые
    }, принимаете?

## Просмотр партии

review-start = Просмотр: начальная позиция — ←/→ шаг, End — к игре
review-move = Просмотр: { $move }, полуход { $shown } из { $total } — ←/→ шаг, End — к игре
review-side-line = Вариант { $moves } — ←/→ шаг, покинуть, удалить, поднять; End — к игре
review-comment = «{ $text }»
review-lines-here = варианты: { $moves } (введите ход, чтобы пойти по варианту)

## Клавиши, которые работают сейчас

footer-help = ↑/↓ PgUp/PgDn листать · Esc закрывает справку
footer-promotion = ←/→ выбор · Enter превращает · или Ф Л С К · Esc отмена
footer-confirm = д — да · н, n, Enter или Esc — нет
footer-offer = д — принять · н, n, Enter или Esc — отклонить
footer-over = ? справка · F2 новая · F3 партии · ←/→ просмотр · F4 анализ · графики · выход
footer-analysing = Esc остановит разбор · ←/→ просмотр · ? справка · F2 новая · выход
footer-analysed = Shift+←/→ ошибки · ←/→ просмотр · щелчок по графику · ? справка
footer-paused = Enter продолжает · F2 новая · F3 партии · Ctrl-C выход
footer-read-only = ←/→ просмотр · F4 анализ · перевернуть · сохранить ФАЙЛ · F2 новая · выход
footer-watching = { $count ->
        [one] q или Esc — выход
       *[other] Tab — следующая партия ({ $number } из { $count }) · q или Esc — выход
    }
footer-play = ? справка · F2 новая · F3 партии · ничья · сдаюсь · назад · сохранить · выход

## Строка ввода

hint-takes = { $suggestion }  (Tab подставит)
hint-enter-plays = (Enter — сделать ход)
hint-tab-completes = (Tab дополнит)
suggestion-layout = включена русская раскладка: может быть, { $move }?
suggestion-look-alike = буква { $letter } кириллическая (U+{ $code }), а не латинская { $latin }: может быть, { $move }?
suggestion-refused = { $why }: может быть, { $move }?

## Запись ходов и часы

moves-none-yet = Ходов пока нет: введите ход, например { $moves }, и нажмите Enter.
moves-none-yet-instant = Ходов пока нет: введите ход, например { $moves }; Enter не нужен — ход делается сразу.
clock-paused = пауза
clock-used = затрачено { $time }
clock-upcount = ↑ { $time }
clock-byo-yomi = { $begun ->
        [yes] { $periods ->
            [one] { $periods } период
            [few] { $periods } периода
           *[other] { $periods } периодов
        }
       *[no] затем { $periods ->
            [one] { $periods } период
            [few] { $periods } периода
           *[other] { $periods } периодов
        }
    }
clock-canadian = ещё { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    }
clock-delay = задержка { $seconds }
clock-gives-back = +{ $seconds } вернётся
# «Три шаха»: шахи, которые сторона уже дала, рядом с её часами.
clock-checks-given = { $count ->
        [one] { $count } шах
        [few] { $count } шаха
       *[many] { $count } шахов
    }

## Выбор фигуры превращения

promotion-title = Превратить в
promotion-keys = ←/→ Enter · Ф Л С К · Esc

## Слишком маленький терминал

too-small = hotseat нужен терминал не меньше { $min_width }×{ $min_height }, а этот { $width }×{ $height }. Пожалуйста, увеличьте его.
too-small-clocks-paused = До тех пор часы стоят.

## Справка

help-title = hotseat — справка
help-more-below = ↓ дальше · ↑/↓ листать · Esc закрывает справку
help-more-above = ↑ выше · ↑/↓ листать · Esc закрывает справку
help-close = Esc закрывает справку
help-moves = Ходы
help-moves-standard = e4  Кf3  exd5  0-0  0-0-0  e8=Ф
help-moves-other = или e2e4  e2-e4  Кg1-f3  O-O
help-moves-alphabets = или Nf3 (латиницей)  ♘f3 (фигуркой)
help-moves-board = Доска подсвечивает подходящие ходы.
help-keys = Клавиши
help-commands = Команды
help-commands-languages = Команды — слова, что говорят за доской; английские («resign», «draw» …) тоже работают.
help-this-game = Эта партия
help-time-control = Контроль времени { $control }
help-untimed = Без контроля времени
help-draw-rules = Правила ничьей: { $rules }
help-chess960 = Chess960, начальная позиция № { $number }
key-f1 = F1 или ?
key-enter = сделать ход или команду
key-tab = дополнить ход или команду
key-esc = закрыть открытое: строку, графики, просмотр
key-arrows = шаг по партии
key-home-end = начало / к игре
key-page = листать ходы
key-help = эта справка
key-new-game = другая партия: форма
key-games = библиотека
key-analyse = разбор партии движком
key-mistakes = к отмеченным ходам
key-suspend = свернуть; часы стоят
key-quit = выход

## Команды, как их объясняют справка и подсказки

command-resign = сдать партию
command-draw = предложить ничью
command-accept = принять ничью
command-decline = отклонить ничью
command-claim = потребовать ничью
command-undo = взять ход назад
command-flip = повернуть доску
command-pause = остановить часы
command-resume = снова пустить часы
command-save = сохранить в PGN
command-fen = показать FEN
command-help = эта справка (или ?)
command-quit = выйти с сохранением
command-new = новая партия: форма
command-games = сохранённые партии
command-open = партии из PGN
command-nag = знак оценки хода
command-comment = заметка к нему
command-delete = удалить вариант
command-promote = поднять вариант
command-leave = выйти из варианта
command-charts = партия в графиках
command-copy = PGN или FEN в буфер
command-analyse = разбор движком
command-learn = работа над ошибками
command-next = ход (ошибка) вперёд
command-previous = ход (ошибка) назад
argument-move = [ХОД]
argument-time = [ВРЕМЯ]
argument-side-time = ЦВЕТ ВРЕМЯ
command-addtime = время сопернику
command-setclock = выставить часы
argument-path = [ФАЙЛ]
argument-file = ФАЙЛ
argument-nag = [!?]
argument-text = [ТЕКСТ]
argument-copy = [фен]
argument-mistake = [ошибка]
argument-side = [ЦВЕТ]

## Разбор движком на экране

analysis-running = Разбор: { $done } из { $total } { $total ->
        [one] позиции
       *[other] позиций
    }
analysis-time-left = осталось около { $time }
analysis-stop = Esc остановит; сделанное сохранится
analysis-side = { $accuracy } · потеря { $acpl }
analysis-start = Начало  { $eval }
analysis-not-reviewed = не разобран: разбор остановлен раньше этого хода
analysis-best = Лучше было { $best }
analysis-best-line = Лучше было { $best }: { $line }

## Контроль времени и правила ничьей словами

control-untimed = без ограничения: часы считают затраченное время
control-upcount = без ограничения: часы считают затраченное время вверх
control-byo-yomi = { $main }; затем бёёми, { $periods ->
        [one] { $periods } период
        [few] { $periods } периода
       *[other] { $periods } периодов
    } по { $time }: ход, сделанный в периоде, сохраняет его
control-canadian = { $main }; затем канадское бёёми, { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    } на каждые { $time }
control-hourglass = песочные часы, { $main }: что тратит одна сторона, получает другая
control-then = { $before }; затем { $after }
control-odds = белые: { $white } · чёрные: { $black }
period-moves = { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[many] { $moves } ходов
    } за { $time }
period-each = { $period } каждому
period-increment = { $period }, +{ $time } за ход
period-delay = { $period }, задержка { $time }
period-bronstein = { $period }, задержка Бронштейна { $time }
duration-seconds = { $seconds } с
draw-rules-club = повторение и 50 ходов — ничья сразу
draw-rules-fide = повторение, 50 ходов — по претензии

## Сохранение

session-cannot-save = партии нельзя сохранять: { $reason }
session-read-only-save = здесь эту партию можно только смотреть: укажите файл, например «сохранить game.pgn»
session-write-failed = { $reason } ({ $file })
session-copy-failed = { $path }: { $reason }
session-copy-into-games = { $path } — в папке сохранённых партий, где у каждой партии свой файл: сохраните копию в другом месте
session-saved-in = hotseat: партия сохранена в { $path }; `hotseat --resume` её продолжит
session-kept = Партия сохранена в { $path }; { $command } продолжит её.
session-kept-over = Партия окончена и сохранена в { $path }; { $command } покажет её.
session-save-failed = Партию не удалось сохранить: { $reason }.
session-kept-copy = Партию не удалось сохранить в папке партий ({ $reason }), но копия в { $path } содержит её целиком.
session-left-in = Партия из { $path } здесь не менялась; этот файл остался как был.

## До открытия экрана

start-nothing-to-resume = нет незаконченной партии, которую можно продолжить
start-not-saved = { $path } — не сохранённая партия: `hotseat games` показывает их вместе с их файлами
start-no-such-game = партии { $number } нет: { $count ->
        [0] сохранённых партий пока нет
        [one] `hotseat games` показывает { $count } партию
        [few] `hotseat games` показывает { $count } партии
       *[many] `hotseat games` показывает { $count } партий
    }
start-resume = Есть незаконченная партия ({ $white } — { $black }, { $moves }, начата { $started }). { $control ->
        [none] Продолжить её? [Д/н]
       *[other] Продолжить её со своими часами (н — новая партия с контролем { $control })? [Д/н]
    }
start-stays = Она остаётся в { $path }; { $command } её продолжит.
start-cannot-lock = { $file }: партию не удаётся закрепить за этой программой ({ $reason }); она открыта только для просмотра
start-damaged = { $error }; эту партию продолжить нельзя (hotseat games отложит её в сторону)
start-new-or-review = { $locked }. Начать новую партию (н) или посмотреть ту, не меняя её (п)? [н/п]
start-locked-new-game = { $locked }; начинается новая партия.
start-answer-yes-or-no = Пожалуйста, ответьте д или н (Enter — да).
start-answer-new-or-review = Пожалуйста, ответьте н или п (можно n или r).
start-terminal-failed = сбой терминала: { $reason }

## Библиотека: сохранённые партии, как их показывает hotseat games, и партии файла

games-none = сохранённых партий пока нет: каждая партия хранится в { $folder } с первого хода
games-none-unfinished = все сохранённые партии закончены: продолжать нечего
games-none-unfinished-newest = { $count ->
    [1] последняя партия закончена
    [one] среди последних { $count } партии незаконченных нет
   *[other] среди последних { $count } партий незаконченных нет
}
games-line = { $started }  { $white } — { $black }  { $result }  { $moves }  { $control }  { $file }
games-result = { $result } { $reason }
# Причина ничьей в армагеддоне, засчитанной как победа чёрных.
games-reason-draw-odds = { $reason }, ничья — победа чёрных
games-in-progress = * идёт
games-untimed = без контроля
games-file-line = { $white } — { $black }  { $result }  { $date }  { $event }  { $opening }

## Страницы между партиями: форма новой партии, расстановка, библиотека

notice-form-word = { $text }: назовите поле и значение (белые, чёрные, время, правила, начало, внизу), играть — начать, назад — вернуться
notice-standings-word = { $text }: скажите «дальше», чтобы начать следующую партию, или «назад», чтобы вернуться к партии
form-no-typing = { $field }: выбирается клавишами ←/→, а не набором

form-not-a-choice = { $field }: «{ $text }» — такого выбора нет: ожидается { $choices }
form-choice = «{ $choice }»
notice-no-games = в { $path } нет ни одной партии
notice-no-such-game = партии { $number } здесь нет
notice-tournament-over = турнир { $name } окончен: у каждой партии есть результат
notice-open-what = открыть что? открыть ФАЙЛ.pgn
notice-learn-searching = движок ещё оценивает ваш ход: подождите или посмотрите решение либо пропустите ошибку
notice-learn-over = с этой ошибкой всё: Enter (или «дальше») — к следующей
notice-learn-which-side = учиться — чьим ошибкам: учиться белые или учиться чёрные
notice-learn-not-yet = сначала найдите ход получше, или посмотрите решение (Tab), или пропустите (PgDn)
editor-castling-letters = рокировка «{ $text }»: права дают K, Q, k и q, а - — никаких
editor-not-a-square = «{ $text }» — не поле (от a1 до h8)
form-title = Новая партия: текущая остаётся в своём файле
# Первое поле, пока идёт турнир: его следующая партия или свободная партия.
form-tournament = Турнир
form-tournament-none = нет
form-tournament-none-hint = свободная партия; ←/→ — выбор турнира
form-tournament-note = Партия турнира: его игроки, контроль и вариант, а не поля ниже.
form-time = Время
form-odds = Фора
form-odds-hint = своё время чёрных; пусто — как у белых
form-clock-start = Часы
form-clock-game = идут с начала партии
form-clock-first-move = с первым ходом белых
form-armageddon = Армагеддон
form-armageddon-off = нет
form-armageddon-on = ничья — победа чёрных
form-instant = Ходы
form-instant-off = делает Enter
form-instant-on = сразу, как назван
form-takebacks = Возврат
form-takebacks-off = нельзя
form-takebacks-on = с согласия соперника
form-rules = Ничья
form-variant = Вариант
form-start = Начало
form-bottom = Внизу
form-bottom-auto = чей ход
form-untimed = без часов
form-preset = { $control }
form-other = своё
form-start-kind = { $kind ->
        [standard] обычное
        [chess960] Chess960
        [fen] FEN
       *[editor] расстановка
    }
form-chess960-random = номер от 0 до 959, пусто — по жребию
form-chess960-variant = Шахматы Фишера играются по правилам обычных шахмат, а не варианта «{ $variant }»
form-editor-hint = Enter — расставить: { $fen }
form-start-button = Enter  начать
form-back-button = Esc  назад
form-keys = Tab или ↑/↓ поле · ←/→ выбор · набор текста · Enter начинает · Esc назад
library-saved = Сохранённые партии: { $count }
# Партии папки и турниры рядом с ними, показанные над партиями.
library-saved-tournaments = Сохранённые партии: { $count } · турниры: { $tournaments }
library-file = { $file }: { $count ->
    [one] { $count } партия
    [few] { $count } партии
   *[many] { $count } партий
}
# Файл, где партий больше, чем вмещает список.
library-file-part = { $file }: { $count ->
    [one] { $count } партия
    [few] { $count } партии
   *[many] { $count } партий
}, { $listed ->
    [1] в списке первая
   *[other] в списке первые { $listed }
} (любую откроет «--game N»)
library-filter = Отбор:
library-filter-hint = имя, 1-0, 0-1, 1/2, неоконченные или дата (2026-11)
library-players = { $white } — { $black }
library-in-progress = идёт
library-this-game = ← эта партия
# Строка турнира: докуда он дошёл, лидер с очками, следующая партия.
library-tournament-round = тур { $round } из { $rounds }
library-tournament-over = окончен
library-tournament-leader = лидер { $name } { $points }
library-tournament-next = далее { $game }
library-notes-more = …и ещё { $count ->
        [one] { $count } файл: hotseat games называет его
        [few] { $count } файла: hotseat games называет каждый
       *[many] { $count } файлов: hotseat games называет каждый
    }
library-none = Сохранённых партий пока нет.
library-none-match = Ни одна партия не подходит.
library-keys = ↑/↓ выбор · Enter открывает · текст — отбор · Esc назад
standings-title = { $name } · в таблице: { $game }
standings-keys = Enter — следующая партия · Esc — назад к партии
standings-keys-over = Esc — назад к партии
standings-next = Следующая партия: { $game }
standings-none-here = Оставшиеся партии открыты в другом окне hotseat или ждут тех, кто там играет.
standings-play-button = Играть
standings-back-button = К партии
editor-title = Расстановка   { $fen }
editor-turn = Ход:
editor-castling = Рокировки:
editor-en-passant = На проходе:
editor-none = нет
editor-play = Enter  играть
editor-back = Esc  назад
editor-clear = очистить
editor-standard = начальная
editor-copy = копировать FEN
editor-hand-move = двигать
editor-hand-erase = стирать
editor-playable = в эту позицию можно играть: Enter начинает
editor-line-hint = Крe1 Фd1 / крe8 пa7, +Кf3, -e4, чёрные, рокировка Kq, проход e3 · ↑ курсор
editor-keys = расстановка или слово · ↑/↓ курсор на доске · Enter играть · Esc назад
editor-keys-board = стрелки · K Q R B N P ставят (строчные — чёрные) · x убирает · Enter играть
## Работа над ошибками

learn-title = Работа над ошибками: { $side ->
        [white] белые
       *[black] чёрные
    } · { $at } / { $total }
learn-played = Сыграно { $move }.
learn-find = Найдите ход получше за { $side ->
        [white] белых
       *[black] чёрных
    }.
learn-searching = Оцениваем ваш ход { $move }…
learn-wrong-played = { $move } — ход, сыгранный в партии. Попробуйте другой ход за { $side ->
        [white] белых
       *[black] чёрных
    }.
learn-wrong = Можно сыграть лучше, чем { $move }. Попробуйте другой ход за { $side ->
        [white] белых
       *[black] чёрных
    }.
learn-right = Хороший ход: { $move }!
learn-solution = Решение: лучше было { $move }.
learn-line = Вариант движка: { $line }
learn-none = Ошибок { $side ->
        [white] белых
       *[black] чёрных
    } не найдено.
learn-done = Ошибки { $side ->
        [white] белых
       *[black] чёрных
    } разобраны: найдено { $found } из { $total }, решение показано в { $shown }, пропущено { $skipped }.
learn-line-hint = ход или: решение · пропустить · дальше · заново · назад · ↑ курсор
learn-keys = ход · Tab решение · PgDn пропустить · ↑/↓ курсор на доске · Esc назад
learn-keys-over = Enter дальше · Esc назад
learn-keys-done = заново — ещё раз · Esc назад
learn-keys-searching = Esc остановит движок

## Партия в графиках

charts-title = Партия в графиках · ←/→ шаг · Esc закрывает
charts-no-room = графикам здесь не хватает места: их покажет терминал побольше
charts-time = Время на ход (дольше всего { $longest })
charts-time-none = Время на ход: для этой партии не записано
charts-clocks = Часы после каждого хода (осталось; полная полоса — { $most })
charts-clocks-used = Часы после каждого хода (потрачено; полная полоса — { $most })
charts-clocks-none = Часы: для этой партии не записаны
charts-material = Материал (перевес белых вверх, чёрных вниз)
charts-axis = ход
charts-summary = { $moves } · на обдумывание { $time }
charts-summary-untimed = { $moves } · время не записано
charts-average = в среднем { $time }
charts-longest = дольше всего { $move }, { $time }
charts-time-trouble = цейтнот: { $moves }
