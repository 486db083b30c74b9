#ifndef _SYS_QUEUE_H
#define _SYS_QUEUE_H
/* absint: the BSD list macros (singly-linked lists and tail queues, doubly-linked lists and tail
   queues), with the names and semantics of glibc's and the BSDs' <sys/queue.h>. */

/* singly-linked list */
#define SLIST_HEAD(name, type) struct name { struct type *slh_first; }
#define SLIST_HEAD_INITIALIZER(head) { 0 }
#define SLIST_ENTRY(type) struct { struct type *sle_next; }
#define SLIST_FIRST(head) ((head)->slh_first)
#define SLIST_EMPTY(head) ((head)->slh_first == 0)
#define SLIST_NEXT(elm, field) ((elm)->field.sle_next)
#define SLIST_INIT(head) do { (head)->slh_first = 0; } while (0)
#define SLIST_FOREACH(var, head, field) \
    for ((var) = (head)->slh_first; (var); (var) = (var)->field.sle_next)
#define SLIST_INSERT_HEAD(head, elm, field) do { \
    (elm)->field.sle_next = (head)->slh_first; (head)->slh_first = (elm); } while (0)
#define SLIST_INSERT_AFTER(slistelm, elm, field) do { \
    (elm)->field.sle_next = (slistelm)->field.sle_next; (slistelm)->field.sle_next = (elm); } while (0)
#define SLIST_REMOVE_HEAD(head, field) do { \
    (head)->slh_first = (head)->slh_first->field.sle_next; } while (0)
#define SLIST_REMOVE(head, elm, type, field) do { \
    if ((head)->slh_first == (elm)) { SLIST_REMOVE_HEAD((head), field); } \
    else { struct type *__absint_cur = (head)->slh_first; \
           while (__absint_cur->field.sle_next != (elm)) __absint_cur = __absint_cur->field.sle_next; \
           __absint_cur->field.sle_next = __absint_cur->field.sle_next->field.sle_next; } } while (0)

/* singly-linked tail queue */
#define STAILQ_HEAD(name, type) struct name { struct type *stqh_first; struct type **stqh_last; }
#define STAILQ_HEAD_INITIALIZER(head) { 0, &(head).stqh_first }
#define STAILQ_ENTRY(type) struct { struct type *stqe_next; }
#define STAILQ_FIRST(head) ((head)->stqh_first)
#define STAILQ_EMPTY(head) ((head)->stqh_first == 0)
#define STAILQ_NEXT(elm, field) ((elm)->field.stqe_next)
#define STAILQ_INIT(head) do { (head)->stqh_first = 0; (head)->stqh_last = &(head)->stqh_first; } while (0)
#define STAILQ_FOREACH(var, head, field) \
    for ((var) = (head)->stqh_first; (var); (var) = (var)->field.stqe_next)
#define STAILQ_INSERT_HEAD(head, elm, field) do { \
    if (((elm)->field.stqe_next = (head)->stqh_first) == 0) (head)->stqh_last = &(elm)->field.stqe_next; \
    (head)->stqh_first = (elm); } while (0)
#define STAILQ_INSERT_TAIL(head, elm, field) do { \
    (elm)->field.stqe_next = 0; *(head)->stqh_last = (elm); \
    (head)->stqh_last = &(elm)->field.stqe_next; } while (0)
#define STAILQ_INSERT_AFTER(head, listelm, elm, field) do { \
    if (((elm)->field.stqe_next = (listelm)->field.stqe_next) == 0) \
        (head)->stqh_last = &(elm)->field.stqe_next; \
    (listelm)->field.stqe_next = (elm); } while (0)
#define STAILQ_REMOVE_HEAD(head, field) do { \
    if (((head)->stqh_first = (head)->stqh_first->field.stqe_next) == 0) \
        (head)->stqh_last = &(head)->stqh_first; } while (0)
#define STAILQ_REMOVE(head, elm, type, field) do { \
    if ((head)->stqh_first == (elm)) { STAILQ_REMOVE_HEAD((head), field); } \
    else { struct type *__absint_cur = (head)->stqh_first; \
           while (__absint_cur->field.stqe_next != (elm)) __absint_cur = __absint_cur->field.stqe_next; \
           if ((__absint_cur->field.stqe_next = __absint_cur->field.stqe_next->field.stqe_next) == 0) \
               (head)->stqh_last = &__absint_cur->field.stqe_next; } } while (0)
#define STAILQ_CONCAT(head1, head2) do { \
    if (!STAILQ_EMPTY((head2))) { *(head1)->stqh_last = (head2)->stqh_first; \
        (head1)->stqh_last = (head2)->stqh_last; STAILQ_INIT((head2)); } } while (0)
#define SIMPLEQ_HEAD STAILQ_HEAD
#define SIMPLEQ_HEAD_INITIALIZER STAILQ_HEAD_INITIALIZER
#define SIMPLEQ_ENTRY STAILQ_ENTRY
#define SIMPLEQ_FIRST STAILQ_FIRST
#define SIMPLEQ_EMPTY STAILQ_EMPTY
#define SIMPLEQ_NEXT STAILQ_NEXT
#define SIMPLEQ_INIT STAILQ_INIT
#define SIMPLEQ_FOREACH STAILQ_FOREACH
#define SIMPLEQ_INSERT_HEAD STAILQ_INSERT_HEAD
#define SIMPLEQ_INSERT_TAIL STAILQ_INSERT_TAIL
#define SIMPLEQ_INSERT_AFTER STAILQ_INSERT_AFTER
#define SIMPLEQ_REMOVE_HEAD STAILQ_REMOVE_HEAD
#define SIMPLEQ_REMOVE STAILQ_REMOVE

/* doubly-linked list */
#define LIST_HEAD(name, type) struct name { struct type *lh_first; }
#define LIST_HEAD_INITIALIZER(head) { 0 }
#define LIST_ENTRY(type) struct { struct type *le_next; struct type **le_prev; }
#define LIST_FIRST(head) ((head)->lh_first)
#define LIST_EMPTY(head) ((head)->lh_first == 0)
#define LIST_NEXT(elm, field) ((elm)->field.le_next)
#define LIST_INIT(head) do { (head)->lh_first = 0; } while (0)
#define LIST_FOREACH(var, head, field) \
    for ((var) = (head)->lh_first; (var); (var) = (var)->field.le_next)
#define LIST_INSERT_HEAD(head, elm, field) do { \
    if (((elm)->field.le_next = (head)->lh_first) != 0) \
        (head)->lh_first->field.le_prev = &(elm)->field.le_next; \
    (head)->lh_first = (elm); (elm)->field.le_prev = &(head)->lh_first; } while (0)
#define LIST_INSERT_AFTER(listelm, elm, field) do { \
    if (((elm)->field.le_next = (listelm)->field.le_next) != 0) \
        (listelm)->field.le_next->field.le_prev = &(elm)->field.le_next; \
    (listelm)->field.le_next = (elm); (elm)->field.le_prev = &(listelm)->field.le_next; } while (0)
#define LIST_INSERT_BEFORE(listelm, elm, field) do { \
    (elm)->field.le_prev = (listelm)->field.le_prev; (elm)->field.le_next = (listelm); \
    *(listelm)->field.le_prev = (elm); (listelm)->field.le_prev = &(elm)->field.le_next; } while (0)
#define LIST_REMOVE(elm, field) do { \
    if ((elm)->field.le_next != 0) (elm)->field.le_next->field.le_prev = (elm)->field.le_prev; \
    *(elm)->field.le_prev = (elm)->field.le_next; } while (0)

/* doubly-linked tail queue */
#define TAILQ_HEAD(name, type) struct name { struct type *tqh_first; struct type **tqh_last; }
#define TAILQ_HEAD_INITIALIZER(head) { 0, &(head).tqh_first }
#define TAILQ_ENTRY(type) struct { struct type *tqe_next; struct type **tqe_prev; }
#define TAILQ_FIRST(head) ((head)->tqh_first)
#define TAILQ_EMPTY(head) ((head)->tqh_first == 0)
#define TAILQ_NEXT(elm, field) ((elm)->field.tqe_next)
#define TAILQ_LAST(head, headname) (*(((struct headname *)((head)->tqh_last))->tqh_last))
#define TAILQ_PREV(elm, headname, field) (*(((struct headname *)((elm)->field.tqe_prev))->tqh_last))
#define TAILQ_INIT(head) do { (head)->tqh_first = 0; (head)->tqh_last = &(head)->tqh_first; } while (0)
#define TAILQ_FOREACH(var, head, field) \
    for ((var) = (head)->tqh_first; (var); (var) = (var)->field.tqe_next)
#define TAILQ_FOREACH_REVERSE(var, head, headname, field) \
    for ((var) = TAILQ_LAST((head), headname); (var); (var) = TAILQ_PREV((var), headname, field))
#define TAILQ_INSERT_HEAD(head, elm, field) do { \
    if (((elm)->field.tqe_next = (head)->tqh_first) != 0) \
        (head)->tqh_first->field.tqe_prev = &(elm)->field.tqe_next; \
    else (head)->tqh_last = &(elm)->field.tqe_next; \
    (head)->tqh_first = (elm); (elm)->field.tqe_prev = &(head)->tqh_first; } while (0)
#define TAILQ_INSERT_TAIL(head, elm, field) do { \
    (elm)->field.tqe_next = 0; (elm)->field.tqe_prev = (head)->tqh_last; \
    *(head)->tqh_last = (elm); (head)->tqh_last = &(elm)->field.tqe_next; } while (0)
#define TAILQ_INSERT_AFTER(head, listelm, elm, field) do { \
    if (((elm)->field.tqe_next = (listelm)->field.tqe_next) != 0) \
        (elm)->field.tqe_next->field.tqe_prev = &(elm)->field.tqe_next; \
    else (head)->tqh_last = &(elm)->field.tqe_next; \
    (listelm)->field.tqe_next = (elm); (elm)->field.tqe_prev = &(listelm)->field.tqe_next; } while (0)
#define TAILQ_INSERT_BEFORE(listelm, elm, field) do { \
    (elm)->field.tqe_prev = (listelm)->field.tqe_prev; (elm)->field.tqe_next = (listelm); \
    *(listelm)->field.tqe_prev = (elm); (listelm)->field.tqe_prev = &(elm)->field.tqe_next; } while (0)
#define TAILQ_REMOVE(head, elm, field) do { \
    if ((elm)->field.tqe_next != 0) (elm)->field.tqe_next->field.tqe_prev = (elm)->field.tqe_prev; \
    else (head)->tqh_last = (elm)->field.tqe_prev; \
    *(elm)->field.tqe_prev = (elm)->field.tqe_next; } while (0)
#define TAILQ_CONCAT(head1, head2, field) do { \
    if (!TAILQ_EMPTY(head2)) { *(head1)->tqh_last = (head2)->tqh_first; \
        (head2)->tqh_first->field.tqe_prev = (head1)->tqh_last; \
        (head1)->tqh_last = (head2)->tqh_last; TAILQ_INIT((head2)); } } while (0)
#endif
