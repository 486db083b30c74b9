typedef unsigned long int size_t;
extern void *malloc (size_t __size) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) ;
extern void abort (void) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
extern void __assert_fail (const char *__assertion, const char *__file,
      unsigned int __line, const char *__function)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
extern int fscanf (void *__restrict __stream, const char *__restrict __format, ...) __asm__ ("" "__isoc99_fscanf");
void reach_error() { ((void) sizeof ((0) ? 1 : 0), __extension__ ({ if (0) ; else __assert_fail ("0", "array-1.c", 3, __extension__ __PRETTY_FUNCTION__); })); }
extern int __VERIFIER_nondet_int(void);
int main() {
  int a[10];
  int i = __VERIFIER_nondet_int();
  int m = ({ int t = i * 2; t + 1; });
  if (i >= 0 && i < 10) a[i] = m;
  else reach_error();
  return 0;
}
// An SV-COMP style preprocessed (.i) file: glibc declarations with __attribute__ and asm labels,
// and glibc's assert expansion, a GNU statement expression.
// CHECK: declare __VERIFIER_nondet_int() -> i32
// CHECK: func main() -> i32
// CHECK: t = %2
// CHECK: m = %3
// CHECK: write index a [i < 10:u64] (i)
// CHECK: call reach_error()
// CHECK: func reach_error()
// CHECK: call __assert_fail(%1, %2, 3:u32, %3)
