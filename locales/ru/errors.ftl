# Почему что-то не принято: введённые ходы, партия, FEN, контроль времени, PGN, сохранённые
# партии, файл настроек и командная строка. Сторона приходит как `white` или `black`, фигура
# как `king` … `pawn`: каждый язык сам выбирает слово и его форму.

## Введённые ходы

san-empty = введите ход, например e4 или Кf3
notice-type-a-move = введите ход, например { $moves }
san-not-a-move = «{ $input }»: { $reason }
unreadable-not-a-move = это не ход
unreadable-which-square = на какое поле пойти { $piece ->
        [king] королю
        [queen] ферзю
        [rook] ладье
        [bishop] слону
        [knight] коню
       *[pawn] пешке
    }?
unreadable-not-a-square = { $square } — нет такого поля
unreadable-which-piece = в какую фигуру превратить пешку?
unreadable-cannot-become = пешка не может превратиться в { $piece ->
        [king] короля
       *[pawn] пешку
    }
san-no-piece-can-reach = { $piece ->
        [king] ни один король
        [queen] ни один ферзь
        [rook] ни одна ладья
        [bishop] ни один слон
        [knight] ни один конь
       *[pawn] ни одна пешка
    } не может { $capture ->
        [yes] бить на
       *[no] пойти на
    } { $square }
san-no-piece-on = на { $square } нет вашей фигуры
san-leaves-king-in-check = после { $move } ваш король под шахом
san-capture-forced = { $move } — не взятие, а брать обязательно
san-gives-check = { $move } объявляет шах, а в «Гонке королей» шах объявлять нельзя
san-drop-meant = туда не может пойти ни одна такая фигура; может быть, поставить из резерва: { $drop }?
san-castling-not-allowed = рокировка невозможна: { $reason }
san-ambiguous = { $input } — неоднозначно: { $candidates }
san-promotion-missing = { $move }: укажите фигуру превращения: { $choices }
san-not-a-promotion = { $move }: превращается только пешка, дошедшая до последней горизонтали
san-nothing-to-take = на { $square } нечего брать
san-cannot-drop = { $piece ->
        [queen] ферзя
        [rook] ладью
        [bishop] слона
        [knight] коня
       *[pawn] пешку
    } нельзя сейчас поставить на { $square } (такой фигуры нет в резерве, поле занято, пешка на первой или последней горизонтали или не отражён шах)

castling-no-right = у { $side ->
        [white] белых
       *[black] чёрных
    } { $wing ->
        [kingside] нет права на короткую рокировку (ладья ходила или её там не было)
        [queenside] нет права на длинную рокировку (ладья ходила или её там не было)
       *[none] нет права на рокировку в этой позиции
    }
castling-in-check = ваш король под шахом
castling-occupied = поле { $square } занято
castling-attacked = поле { $square } под ударом
castling-would-be-attacked = поле { $square } было бы под ударом

## Партия

game-over = партия окончена: { $outcome }
game-illegal-move = этот ход здесь невозможен
game-not-your-turn = сейчас это могут сделать только { $side ->
        [white] белые
       *[black] чёрные
    }, в свой ход
game-offer-pending = предложение ничьей ждёт ответа
game-no-offer = нет предложения ничьей, на которое можно ответить
game-nothing-to-take-back = нет хода, который можно взять назад
game-claims-need-fide = по клубным правилам повторение позиции и правило 50 ходов заканчивают партию сами
game-no-claim = требовать ничью нельзя: { $why }
game-no-move-to-offer-with = ещё не сделано хода, с которым можно предложить ничью
game-untimed = в партии без контроля времени часы только считают затраченное время: добавлять и выставлять нечего
no-claim-position = позиция встретилась { $times ->
        [1] один раз
        [2] два раза
        [3] три раза
        [4] четыре раза
        [one] { $times } раз
        [few] { $times } раза
       *[many] { $times } раз
    }, а без взятий и ходов пешками { $halfmoves ->
        [one] прошёл { $halfmoves } полуход
        [few] прошло { $halfmoves } полухода
       *[many] прошло { $halfmoves } полуходов
    }
no-claim-after = после { $move } { $why }

## Как заканчиваются партии

outcome-line = { $result } · { $sentence }
outcome-win = { $reason }, { $winner ->
        [white] белые
       *[black] чёрные
    } выиграли
outcome-draw = { $reason }
outcome-resigned = { $loser ->
        [white] белые
       *[black] чёрные
    } сдались
outcome-on-time = у { $loser ->
        [white] белых
       *[black] чёрных
    } истекло время
outcome-agreement = ничья по соглашению
outcome-draw-odds = { $draw } — победа чёрных (армагеддон)
outcome-unrecorded = { $winner ->
        [white] белые
       *[black] чёрные
    } выиграли
outcome-timeout-insufficient = у { $flagged ->
        [white] белых
       *[black] чёрных
    } истекло время, но { $flagged ->
        [white] чёрные
       *[black] белые
    } не могут поставить мат

reason-checkmate = мат
reason-stalemate = пат
reason-insufficient-material = недостаточно материала для мата
reason-threefold-repetition = троекратное повторение позиции
reason-fivefold-repetition = пятикратное повторение позиции
reason-fifty-move-rule = правило 50 ходов
reason-seventy-five-move-rule = правило 75 ходов
reason-resignation = сдача
reason-agreement = соглашение
reason-time = истечение времени
reason-timeout-insufficient = истечение времени при недостатке материала у соперника
reason-unrecorded = причина не записана
reason-variant = { $ending ->
        [king-exploded] король взорван
        [king-of-the-hill] король на вершине холма
        [third-check] третий шах
        [race-won] король дошёл до восьмой горизонтали
        [no-pieces-left] фигур не осталось
        [stalemated] ходов не осталось
       *[all-pieces-taken] взяты все фигуры
    }

## FEN

fen-empty = FEN пуст
fen-control-character = в FEN есть управляющий символ ({ $code })
fen-field-count = в FEN 6 полей (доска, очередь хода, рокировки, взятие на проходе, счётчик полуходов, номер хода), а здесь { $count }
fen-rank-count = доска «{ $board }»: { $count ->
    [one] { $count } горизонталь
    [few] { $count } горизонтали
   *[many] { $count } горизонталей
}, а не 8
fen-rank-length = доска: горизонталь { $rank } «{ $text }» не описывает 8 полей
fen-rank-digits = доска: горизонталь { $rank } «{ $text }»: две цифры подряд; пустые поля считаются одной цифрой
fen-bad-piece = доска: «{ $char }» — не буква фигуры и не цифра от 1 до 8
fen-side-to-move = очередь хода «{ $text }»: ожидается «w» или «b»
fen-castling-syntax = поле рокировок «{ $field }»: «{ $right }» — не право на рокировку
fen-castling-without-pieces = поле рокировок «{ $field }»: для «{ $right }» нужно: { $missing }
castling-piece-king = { $side ->
        [white] белый король на первой
       *[black] чёрный король на восьмой
    } горизонтали
castling-piece-kingside-rook = { $side ->
        [white] белая
       *[black] чёрная
    } ладья на королевском фланге
castling-piece-queenside-rook = { $side ->
        [white] белая
       *[black] чёрная
    } ладья на ферзевом фланге
castling-piece-rook-on = { $side ->
        [white] белая
       *[black] чёрная
    } ладья на { $square }
fen-castling-twice = поле рокировок «{ $field }»: два права { $side ->
        [white] белых
       *[black] чёрных
    } на рокировку в одну сторону
fen-en-passant-syntax = поле взятия на проходе «{ $text }»: ожидается «-» или поле на 3-й или 6-й горизонтали
fen-en-passant-impossible = поле взятия на проходе { $square }: { $reason }
en-passant-wrong-rank = когда ходят { $side ->
        [white] белые, оно должно быть на 6-й
       *[black] чёрные, оно должно быть на 3-й
    } горизонтали
en-passant-no-pawn = на { $square } нет { $side ->
        [white] белой
       *[black] чёрной
    } пешки, которая могла бы только что пойти через поле
en-passant-not-empty = после хода пешки через поле { $square } и { $from } должны быть пусты
fen-halfmove = счётчик полуходов «{ $text }»: ожидается число полуходов от 0 до 100000
fen-fullmove = номер хода «{ $text }»: ожидается число от 1 до 100000
fen-missing-king = нет { $side ->
        [white] белого
       *[black] чёрного
    } короля
fen-too-many-kings = { $count ->
        [2] два
        [3] три
        [4] четыре
       *[other] { $count }
    } { $side ->
        [white] белых
       *[black] чёрных
    } { $count ->
        [2] короля
        [3] короля
        [4] короля
       *[other] королей
    }
fen-pawn-on-back-rank = пешка на { $rank ->
        [first] первой
       *[eighth] восьмой
    } горизонтали
fen-too-much-material = у { $side ->
        [white] белых
       *[black] чёрных
    } больше фигур, чем может получиться в партии
fen-opposite-check = шах стороне, которая не ходит
fen-not-this-variant = «{ $part }» не бывает в FEN варианта «{ $variant }»
fen-pocket = резерв «[{ $text }]»: ожидаются буквы взятых фигур, без короля
fen-checks = счётчики шахов «{ $text }»: ожидаются два числа от 0 до 3, не оба 0
fen-variant-rule = такая позиция невозможна в варианте «{ $variant }»

## Контроль времени

tc-empty = контроль времени не задан (например, { $example } или { $untimed })
tc-empty-period = период { $number } пуст (например, { $example })
tc-bad-moves = число ходов «{ $moves }» — не целое число от 1 до 1000 (например, { $example })
tc-bad-time = время «{ $time }» — не число { $unit ->
        [minutes] минут
       *[seconds] секунд
    } (например, { $example })
tc-not-positive = время «{ $time }» не больше нуля (например, { $example })
tc-not-whole = { $what ->
        [time] время
        [increment] добавление
        [delay] задержка
       *[bronstein] задержка Бронштейна
    } «{ $value }» — не целое число секунд (например, { $example })
tc-too-long = { $what ->
        [time] время
        [increment] добавление
        [delay] задержка
       *[bronstein] задержка Бронштейна
    } «{ $value }» больше { $what ->
        [time] 24 часов
       *[other] часа
    } (например, { $example })
tc-bad-bonus = { $what ->
        [time] время
        [increment] добавление
        [delay] задержка
       *[bronstein] задержка Бронштейна
    } «{ $value }» — не число секунд (например, { $example })
tc-unreachable = у периода { $number } нет числа ходов, поэтому следующие за ним никогда не начнутся (например, { $example })
tc-mode-form = { $mode ->
        [byo] бёёми пишут так: основное время, byo, число периодов и время каждого
        [canadian] канадское бёёми пишут так: основное время, canadian, число ходов и время каждого периода
        [hourglass] песочные часы пишут так: hourglass и время каждой стороны
       *[upcount] upcount пишут одно слово: у него нет ограничения времени
    } (например, { $example })
tc-bad-periods = число периодов «{ $periods }» — не целое число от 1 до 1000 (например, { $example })
tc-missing-period-time = не указано время каждого периода (например, { $example })
tc-hourglass-one-side = песочные часы нужны обеим сторонам (например, { $example })
tc-missing-side = ничего не написано (например, { $example })
tc-too-many-sides = у контроля не больше двух сторон: белых vs чёрных (например, { $example })
tc-untimed-side = нет ограничения времени, а у соперника есть (например, { $example } или «none»)
tc-error = контроль времени «{ $control }»: { $reason }
tc-error-side = контроль времени «{ $control }», для { $side ->
        [white] белых
       *[black] чёрных
    }: { $reason }

## Рука арбитра на часах

clock-start-error = «{ $text }» — не момент пуска часов: ожидается «game» или «first-move»

duration-not-a-time = «{ $text }» — не время: напишите 15 (секунд), 90с, 2м, 1:30 или 1:02:03
duration-zero = «{ $text }» — это нисколько: нужно больше нуля
duration-too-long = «{ $text }» — больше 24 часов
adjustment-add = часы { $side ->
        [white] белых
       *[black] чёрных
    } +{ $time }
adjustment-take = часы { $side ->
        [white] белых
       *[black] чёрных
    } −{ $time }

## PGN

pgn-location = партия { $game }, строка { $line }
pgn-unterminated-tag = { $at }: незакрытый тег «{ $token }»
pgn-malformed-tag = { $at }: неправильный тег «{ $token }» (ожидается [Имя "значение"])
pgn-tag-too-long = { $at }: тег длиннее { $limit ->
    [one] { $limit } байта
   *[other] { $limit } байт
} «{ $token }»
pgn-unterminated-comment = { $at }: незакрытый комментарий «{ $token }»
pgn-utf16 = { $at }: файл в кодировке UTF-16: сохраните его в UTF-8 и прочитайте снова
pgn-io = { $at }: не удаётся прочитать входные данные: { $reason }
pgn-unclosed-variation = { $at }: открытый здесь вариант не закрыт
gametext-fen = тег FEN: { $reason }
gametext-variant = вариант «{ $variant }» hotseat не знает: ожидается { $known }
gametext-move = ход { $label }: «{ $token }»: { $reason }
refusal-already-over = партия уже окончена ({ $outcome })
# `hotseat replay` в стандартный поток ошибок, для скриптов (он всегда пишет по-английски).
replay-problem = партия { $number } ({ $white } — { $black }), { $problem }
replay-warning = предупреждение: { $warning }

## Сохранённые партии

store-no-folder = нет папки для сохранённых партий: укажите её в XDG_DATA_HOME
store-io = { $path }: { $reason }
store-no-such-game = { $path }: партии { $number } нет (партий в файле: { $count })
store-pgn = { $path }: { $reason }
store-game = { $path }: партия { $number }: { $reason }
store-damaged = { $path } повреждён: { $reason }
store-locked = { $path }: эта партия открыта в другом hotseat
store-set-aside = { $problem }; он сохранён как { $kept }
store-restored = { $was } был отложен как повреждённый, но читается как партия: он возвращён под именем { $now }
damage-no-game = в нём нет партии
damage-cut-short = он обрывается до результата
damage-bad-tag = его тег { $tag } не читается
damage-game = партия 1: { $reason }
store-not-a-folder = { $path } — файл, а не папка
watch-no-such-file = файла { $path } нет; ждём, когда он появится
watch-folder = не удаётся прочитать папку { $path }: { $reason }
watch-not-a-game = в этом файле нет партии для просмотра: { $reason }; ждём, когда она появится
watch-deleted = файл { $path } партии, за которой вы следили, удалён
watch-replaced = в файле { $path } теперь другая партия; следим за ней

## Турниры

tournament-bad-name = название турнира: { $reason }
tournament-bad-player = участник «{ $name }»: { $reason }
tournament-same-name = двух участников зовут { $name }: дайте каждому своё имя
tournament-too-few = в турнире нужно не меньше двух участников: перечислите их в --players "Анна,Борис"
tournament-too-many = { $count ->
    [one] { $count } участник
    [few] { $count } участника
   *[other] { $count } участников
} — слишком много: в круговом турнире их не больше { $most }
tournament-double-match = --double — для кругового турнира: число партий матча двух участников задаёт --games
tournament-games-round-robin = --games — для матча двух участников: в круговом турнире трёх и больше каждая пара играет один раз, а с --double — два
tournament-match-games = матч из { $games } партий сыграть нельзя: ожидается от 1 до { $most }
tournament-match-games-text = «{ $text }» — не число партий: ожидается целое число от 1 до { $most }
tournament-no-player = в этом турнире нет участника { $name }
tournament-bad-game = «{ $text }» — не партия: ожидается ТУР.ДОСКА, например 2.1
tournament-no-round = тура { $round } нет: в турнире { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
   *[other] { $rounds } туров
}
tournament-no-board = партии { $game } нет: в туре { $round } всего { $boards ->
    [one] { $boards } доска
    [few] { $boards } доски
   *[other] { $boards } досок
}
tournament-bad-result = «{ $text }» — не результат: ожидается 1-0, 0-1, 1/2 или +- и -+ для неявки
tournament-already-played = у партии { $game } уже есть результат: { $result }
tournament-withdrawn = участник { $name } выбыл из турнира
tournament-linked-elsewhere = партию { $game } тем временем открыл другой hotseat
tournament-nothing-to-play = играть больше нечего: у каждой партии есть результат или её играют в другом hotseat
tournament-not-found = турнира { $name } нет: их перечисляет hotseat tournament list
tournament-exists = турнир { $name } уже есть: выберите другое название
broadcast-failed = папку трансляции { $dir } не удаётся записать ({ $reason }): партии идут без неё
tournament-damaged = файл турнира { $path } не читается
tournament-busy = турниры сейчас меняет другой hotseat: попробуйте ещё раз
tiebreak-unknown = «{ $text }» — не дополнительный показатель: ожидается DE, WON, SB или KS
tiebreak-twice = дополнительный показатель «{ $text }» назван дважды
tiebreak-empty = не назван ни один дополнительный показатель: ожидаются DE, WON, SB или KS через запятую

## Движок, который разбирает законченную партию
engine-not-found = по пути { $path } нет шахматного движка: установите его (apt-get install stockfish) или укажите его в --engine либо в файле настроек (engine = "…")
engine-cannot-start = не удалось запустить { $path }: { $reason }
engine-not-uci = { $path } — не движок UCI: он так и не ответил uciok
engine-no-variant = { $name } играет только в обычные шахматы, а не в вариант «{ $variant }»: для разбора нужен движок с этим вариантом в опции UCI_Variant (Fairy-Stockfish)
engine-exited = движок { $name } остановился с кодом { $status }
engine-crashed = движок { $name } остановился посреди работы
engine-no-score = движок { $name } закончил поиск без оценки
engine-illegal-move = движок { $name } ответил { $best }, а такого хода в позиции нет
engine-hung = движок { $name } не ответил за { $waited }

write-no-name = не указан файл: укажите его, например «сохранить партия.pgn»
write-no-folder = нет папки { $folder }
write-not-a-folder = { $file } — файл, а не папка
write-not-a-file = это { $kind ->
        [folder] папка
        [device] устройство
        [fifo] именованный канал
       *[socket] сокет
    }, а не файл: ничего не записано
write-leads-to-no-file = ссылка ведёт к { $path }, а это { $kind ->
        [folder] папка
        [device] устройство
        [fifo] именованный канал
       *[socket] сокет
    }, не файл: ничего не записано
write-links = его символические ссылки идут по кругу
write-exists = { $path } уже есть

## Что говорит система

io-not-found = нет такого файла или папки
io-permission-denied = нет доступа
io-connection-refused = в соединении отказано
io-connection-reset = соединение сброшено
io-host-unreachable = узел сети недоступен
io-network-unreachable = сеть недоступна
io-connection-aborted = соединение оборвалось
io-not-connected = нет соединения
io-address-in-use = адрес уже занят
io-address-not-available = адрес недоступен
io-network-down = сеть не работает
io-broken-pipe = другой конец канала закрыт
io-already-exists = это уже существует
io-would-block = пришлось бы ждать
io-not-a-directory = часть пути — не папка
io-is-a-directory = это папка
io-directory-not-empty = папка не пуста
io-read-only = диск только для чтения
io-filesystem-loop = символические ссылки на пути замыкаются в круг
io-stale-network-file = файла в сети больше нет
io-invalid-input = система отвергла запрос как недопустимый
io-invalid-data = содержимое не читается: оно повреждено или это не текст в UTF-8
io-timed-out = это заняло слишком много времени
io-write-zero = больше ничего записать не удалось
io-storage-full = на диске нет места
io-not-seekable = его нельзя читать с выбранного места (это канал?)
io-quota-exceeded = дисковая квота исчерпана
io-file-too-large = файл слишком большой
io-resource-busy = это занято
io-executable-busy = это файл работающей программы
io-deadlock = ожидание блокировки длилось бы вечно
io-crosses-devices = так нельзя перенести на другой диск
io-too-many-links = на это слишком много ссылок
io-invalid-filename = такого имени у файла быть не может: слишком длинное или с символом, который диск не принимает
io-argument-list-too-long = слишком длинный список аргументов
io-interrupted = прервано
io-unsupported = в этой системе так нельзя
io-unexpected-eof = данные кончаются раньше времени
io-out-of-memory = не хватает памяти
io-in-progress = это ещё выполняется
# Последнее средство, для ошибки неизвестного программе вида: слова самой системы.
io-other = { $code ->
    [0] система сообщает: { $reason }
   *[other] система сообщает: { $reason } (ошибка { $code })
}

## Слова командной строки и файла настроек

typed-word = «{ $text }»
draw-rules-error = правила ничьей «{ $text }»: ожидается «club» или «fide»
flip-error = «{ $text }» — не сторона доски: ожидается «white», «black» или «auto»
lang-error = «{ $text }» — не язык hotseat: ожидается { $languages }
theme-error = «{ $text }» — не тема: ожидается «green», «brown», «blue», «contrast» или «mono»
chess960-number-error = «{ $text }» — не номер позиции Chess960: ожидается число от 0 до 959
name-empty = имя не может быть пустым
name-invisible = в имени не может быть управляющих символов и символов, переворачивающих текст
name-too-long = в имени может быть не больше { $max ->
    [one] { $max } символа
   *[other] { $max } символов
}
game-number-error = «{ $text }» — не номер партии: ожидается целое число от 1
saved-game-error = «{ $text }» не называет сохранённую партию: ожидается её номер в «hotseat games» (от 1) или её файл, «ИМЯ.pgn»

depth-error = «{ $text }» — не глубина: ожидается целое число полуходов от 0 до { $most }
variant-error = «{ $text }» — не вариант: ожидается «standard», «chess960», «crazyhouse», «atomic», «antichess», «king-of-the-hill», «three-check», «horde» или «racing-kings» (или «kingOfTheHill», «threeCheck», «racingKings»)
count-error = «{ $text }» — не число партий: ожидается целое число от 1
nodes-error = «{ $text }» — не число узлов: ожидается целое число от 1
jobs-error = «{ $text }» — не число движков: ожидается целое число от 1 до { $most }
threads-error = «{ $text }» — не число потоков: ожидается целое число от 1 до { $most }
hash-error = «{ $text }» — не размер хеша: ожидается целое число мегабайт от 1 до { $most }
switch-error = «{ $text }» — не да и не нет: ожидается «да» или «нет» («true» или «false»)

## Файл настроек

config-unreadable = не удаётся прочитать { $path }: { $reason }
config-invalid = { $path }:{ $line }: { $reason }
config-invalid-key = { $path }:{ $line }: { $key }: { $reason }
config-syntax = { $slip ->
    [no-equals] это не настройка: настройка — это ключ, «=» и значение, например «theme = "blue"»
    [no-value] после «=» нет значения
    [unclosed-quote] кавычки вокруг значения не закрыты
   *[other] это не TOML: настройка пишется как «ключ = "текст"» или «ключ = true»
}
config-set-twice = { $line ->
    [0] этот ключ задан второй раз
   *[other] этот ключ задан второй раз (впервые в строке { $line })
}
config-unknown-key = нет такой настройки: ожидается { $keys }
config-unknown-key-meant = нет такой настройки: может быть, { $meant }? (в файле пишется «_» там, где в параметре «-»)
config-wrong-kind = ожидается { $expected ->
    [text] текст в кавычках
    [number] целое число
   *[switch] «true» или «false»
}, а не { $found ->
    [text] текст
    [number] число
    [switch] «true» или «false»
    [date] дата
    [list] список
   *[table] таблица или раздел
}
config-unquoted = значение пишется в кавычках: «{ $key } = "{ $value }"»
config-control-character = в значении есть управляющий символ
config-no-engine = движок задаётся путём к его программе, например «engine = "/usr/games/stockfish"»

## Примечания и варианты

note-no-move = здесь нет хода, к которому можно сделать примечание
note-no-nag = у этого хода нет знака { $nag }
note-no-comment = здесь нет комментария
note-brace = в комментарии не может быть знака «{"}"}»
note-empty-comment = комментарий пуст
line-after-last-move = вариант заменяет ход партии, а после последнего хода ходов нет
line-game-moves = это ходы самой партии: их нельзя ни удалить, ни поднять выше
line-already-first = этот вариант и так первый

## Расстановка позиции

placement-empty = фигуры не названы: пишите их так: Крe1 Фd1 / крe8
placement-slashes = белые фигуры от чёрных отделяет только одна /
placement-not-a-piece = { $item } не начинается с фигуры: Кр Ф Л С К П или K Q R B N P (строчные — чёрные)
placement-no-square = { $item }: после фигуры не названо поле
placement-not-a-square = { $item }: { $text } — не поле (от a1 до h8)
placement-twice = поле { $square } названо дважды
setup-no-castling = у { $side ->
        [white] белых
       *[black] чёрных
    } нет { $wing ->
        [kingside] короткой
       *[queenside] длинной
    } рокировки: король и ладья должны стоять на { $side ->
        [white] первой
       *[black] восьмой
    } горизонтали
setup-no-en-passant = взятия на проходе на { $square } нет: ни одна пешка не прошла это поле рядом с пешкой, которая могла бы её взять
