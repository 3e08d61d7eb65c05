// The part of Foundation and UIKit that FormSim simulates, declared for clang.
//
// An Objective-C handler is parsed against this header, in place of the SDK's: a file's
// `#import <UIKit/UIKit.h>` and `#import <Foundation/Foundation.h>` read it. What is declared
// here type-checks, and is either run against the simulated world or skipped with a warning
// (colours, gestures, table data: what nothing simulated reads). A member these
// classes do not declare stops the file with clang's own error at its line and column; a class
// declared nowhere (the app's own, a library's) is opaque instead. This header is the list.

#pragma clang system_header

// What the SDK's <TargetConditionals.h> and <Availability.h> say when an app is built for an
// iPhone (not the simulator, not a Mac) against the iOS 18 SDK, with iOS 13 as the oldest
// system it runs on: `#if TARGET_OS_IPHONE`, `#ifndef TARGET_OS_MAC` and
// `#if __IPHONE_OS_VERSION_MIN_REQUIRED >= __IPHONE_3_2` choose the code a device runs.
#define __APPLE__ 1
#define TARGET_OS_MAC 1
#define TARGET_OS_IPHONE 1
#define TARGET_OS_IOS 1
#define TARGET_OS_EMBEDDED 1
#define TARGET_OS_OSX 0
#define TARGET_OS_TV 0
#define TARGET_OS_WATCH 0
#define TARGET_OS_VISION 0
#define TARGET_OS_XR 0
#define TARGET_OS_BRIDGE 0
#define TARGET_OS_DRIVERKIT 0
#define TARGET_OS_MACCATALYST 0
#define TARGET_OS_UIKITFORMAC 0
#define TARGET_OS_SIMULATOR 0
#define TARGET_IPHONE_SIMULATOR 0
#define TARGET_OS_WIN32 0
#define TARGET_OS_WINDOWS 0
#define TARGET_OS_UNIX 0
#define TARGET_OS_LINUX 0
#define TARGET_CPU_ARM64 1
#define TARGET_CPU_ARM 0
#define TARGET_CPU_X86 0
#define TARGET_CPU_X86_64 0
#define TARGET_RT_64_BIT 1
#define TARGET_RT_LITTLE_ENDIAN 1
#define TARGET_RT_BIG_ENDIAN 0
#define __IPHONE_2_0 20000
#define __IPHONE_2_1 20100
#define __IPHONE_2_2 20200
#define __IPHONE_3_0 30000
#define __IPHONE_3_1 30100
#define __IPHONE_3_2 30200
#define __IPHONE_4_0 40000
#define __IPHONE_4_1 40100
#define __IPHONE_4_2 40200
#define __IPHONE_4_3 40300
#define __IPHONE_5_0 50000
#define __IPHONE_5_1 50100
#define __IPHONE_6_0 60000
#define __IPHONE_6_1 60100
#define __IPHONE_7_0 70000
#define __IPHONE_7_1 70100
#define __IPHONE_8_0 80000
#define __IPHONE_8_1 80100
#define __IPHONE_8_2 80200
#define __IPHONE_8_3 80300
#define __IPHONE_8_4 80400
#define __IPHONE_9_0 90000
#define __IPHONE_9_1 90100
#define __IPHONE_9_2 90200
#define __IPHONE_9_3 90300
#define __IPHONE_10_0 100000
#define __IPHONE_10_1 100100
#define __IPHONE_10_2 100200
#define __IPHONE_10_3 100300
#define __IPHONE_11_0 110000
#define __IPHONE_11_1 110100
#define __IPHONE_11_2 110200
#define __IPHONE_11_3 110300
#define __IPHONE_11_4 110400
#define __IPHONE_12_0 120000
#define __IPHONE_12_1 120100
#define __IPHONE_12_2 120200
#define __IPHONE_12_3 120300
#define __IPHONE_12_4 120400
#define __IPHONE_13_0 130000
#define __IPHONE_13_1 130100
#define __IPHONE_13_2 130200
#define __IPHONE_13_3 130300
#define __IPHONE_13_4 130400
#define __IPHONE_13_5 130500
#define __IPHONE_13_6 130600
#define __IPHONE_13_7 130700
#define __IPHONE_14_0 140000
#define __IPHONE_14_1 140100
#define __IPHONE_14_2 140200
#define __IPHONE_14_3 140300
#define __IPHONE_14_4 140400
#define __IPHONE_14_5 140500
#define __IPHONE_15_0 150000
#define __IPHONE_15_1 150100
#define __IPHONE_15_2 150200
#define __IPHONE_15_3 150300
#define __IPHONE_15_4 150400
#define __IPHONE_16_0 160000
#define __IPHONE_16_1 160100
#define __IPHONE_16_2 160200
#define __IPHONE_16_3 160300
#define __IPHONE_16_4 160400
#define __IPHONE_17_0 170000
#define __IPHONE_17_1 170100
#define __IPHONE_17_2 170200
#define __IPHONE_17_3 170300
#define __IPHONE_17_4 170400
#define __IPHONE_18_0 180000
#define __IPHONE_18_1 180100
#define __IPHONE_18_2 180200
#define __IPHONE_18_3 180300
#define __IPHONE_18_4 180400
#define __IPHONE_NA 99999
#define __IPHONE_OS_VERSION_MIN_REQUIRED __IPHONE_13_0
#define __IPHONE_OS_VERSION_MAX_ALLOWED __IPHONE_18_0

typedef signed char BOOL;
#define YES __objc_yes
#define NO __objc_no
#define nil ((id)0)
// A null pointer, as the system's objc.h makes it: one a block parameter takes too
// (`completion:Nil`).
#define Nil ((void *)0)
// C++ (an Objective-C++ `.mm`) has its own `bool`, `true` and `false`, and a null pointer
// constant that converts to any pointer, as the system's headers give it there.
#ifdef __cplusplus
#define NULL __null
#else
#define NULL ((void *)0)
// C99's <stdbool.h>, which Foundation brings in: `return true;`.
#define bool _Bool
#define true 1
#define false 0
#endif
typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef double CGFloat;
typedef double NSTimeInterval;
typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef long long int64_t;
typedef unsigned char uint8_t;
typedef unsigned short uint16_t;
typedef unsigned int uint32_t;
typedef unsigned long long uint64_t;
typedef long intptr_t;
typedef unsigned long uintptr_t;
typedef struct objc_selector *SEL;
typedef struct objc_class *Class;
typedef struct objc_object { Class isa; } *id;
// Core Foundation's references, which toll-free bridged code casts to and from
// (`(__bridge CFStringRef)text`): what they point to is nothing FormSim simulates.
typedef const void *CFTypeRef;
typedef const struct __CFString *CFStringRef;
typedef struct __CFString *CFMutableStringRef;
typedef const struct __CFArray *CFArrayRef;
typedef const struct __CFDictionary *CFDictionaryRef;
typedef const struct __CFData *CFDataRef;
typedef const struct __CFURL *CFURLRef;
typedef const struct __CFAllocator *CFAllocatorRef;
typedef long CFIndex;
typedef unsigned int CFStringEncoding;

#define IBOutlet __attribute__((iboutlet))
#define IBOutletCollection(ClassName) __attribute__((iboutletcollection(ClassName)))
#define IBAction void
#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
// Availability annotations the SDK's headers define: they change nothing a handler does.
#define API_AVAILABLE(...)
#define API_UNAVAILABLE(...)
#define API_DEPRECATED(...)
#define API_DEPRECATED_WITH_REPLACEMENT(...)
#define NS_AVAILABLE_IOS(...)
#define NS_DEPRECATED_IOS(...)
#define NS_CLASS_AVAILABLE_IOS(...)
#define __IOS_AVAILABLE(...)
#define NS_SWIFT_NAME(...)
#define NS_REQUIRES_SUPER
#define NS_DESIGNATED_INITIALIZER
#define NS_ENUM(type, name) enum name : type name; enum name : type
#define NS_OPTIONS(type, name) enum name : type name; enum name : type
#define M_PI 3.14159265358979323846264338327950288
#define CGFLOAT_MAX 1.79769313486231570815e+308
#define FLT_MAX 3.40282347e+38F
#define NSEC_PER_SEC 1000000000ull
#define NSEC_PER_MSEC 1000000ull
#define DISPATCH_TIME_NOW (0ull)
// Attributes and linkage <sys/cdefs.h> and the SDK's headers define, which app code writes on
// its parameters and declarations: none changes what a handler does.
#define __unused __attribute__((__unused__))
#define __used __attribute__((__used__))
#define __deprecated __attribute__((__deprecated__))
#define __deprecated_msg(...) __attribute__((__deprecated__))
#define __dead2 __attribute__((__noreturn__))
#define __printflike(...)
#define __BEGIN_DECLS
#define __END_DECLS
#define DEPRECATED_ATTRIBUTE __attribute__((__deprecated__))
#define UNAVAILABLE_ATTRIBUTE
#define NS_UNAVAILABLE
#define NS_DEPRECATED(...)
#define NS_FORMAT_FUNCTION(...)
#define NS_REQUIRES_NIL_TERMINATION
#define NS_NOESCAPE
#define NS_REFINED_FOR_SWIFT
#define NS_SWIFT_UNAVAILABLE(...)
#define NS_SWIFT_NOTHROW
#define NS_EXTENSION_UNAVAILABLE_IOS(...)
#define NS_RETURNS_RETAINED
#define CF_RETURNS_RETAINED
#define UI_APPEARANCE_SELECTOR
#define UIKIT_EXTERN extern
#define FOUNDATION_EXPORT extern
#define NS_INLINE static inline

// MARK: Core Graphics

struct CGPoint { CGFloat x; CGFloat y; };
typedef struct CGPoint CGPoint;
struct CGSize { CGFloat width; CGFloat height; };
typedef struct CGSize CGSize;
struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGRect CGRect;
struct CGAffineTransform { CGFloat a, b, c, d; CGFloat tx, ty; };
typedef struct CGAffineTransform CGAffineTransform;
typedef struct UIEdgeInsets { CGFloat top, left, bottom, right; } UIEdgeInsets;

extern const CGRect CGRectZero;
extern const CGPoint CGPointZero;
extern const CGSize CGSizeZero;
extern const UIEdgeInsets UIEdgeInsetsZero;
extern const CGAffineTransform CGAffineTransformIdentity;

CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height);
CGPoint CGPointMake(CGFloat x, CGFloat y);
CGSize CGSizeMake(CGFloat width, CGFloat height);
UIEdgeInsets UIEdgeInsetsMake(CGFloat top, CGFloat left, CGFloat bottom, CGFloat right);
CGFloat CGRectGetMinX(CGRect rect);
CGFloat CGRectGetMinY(CGRect rect);
CGFloat CGRectGetMaxX(CGRect rect);
CGFloat CGRectGetMaxY(CGRect rect);
CGFloat CGRectGetMidX(CGRect rect);
CGFloat CGRectGetMidY(CGRect rect);
CGFloat CGRectGetWidth(CGRect rect);
CGFloat CGRectGetHeight(CGRect rect);
BOOL CGRectContainsPoint(CGRect rect, CGPoint point);
BOOL CGRectContainsRect(CGRect rect1, CGRect rect2);
BOOL CGRectIntersectsRect(CGRect rect1, CGRect rect2);
CGRect CGRectIntersection(CGRect r1, CGRect r2);
CGRect CGRectUnion(CGRect r1, CGRect r2);
BOOL CGRectIsNull(CGRect rect);
BOOL CGRectIsEmpty(CGRect rect);
BOOL CGRectEqualToRect(CGRect rect1, CGRect rect2);
BOOL CGPointEqualToPoint(CGPoint point1, CGPoint point2);
BOOL CGSizeEqualToSize(CGSize size1, CGSize size2);
CGRect CGRectOffset(CGRect rect, CGFloat dx, CGFloat dy);
CGRect CGRectInset(CGRect rect, CGFloat dx, CGFloat dy);
CGRect UIEdgeInsetsInsetRect(CGRect rect, UIEdgeInsets insets);
CGRect CGRectIntegral(CGRect rect);
CGAffineTransform CGAffineTransformMakeTranslation(CGFloat tx, CGFloat ty);
CGAffineTransform CGAffineTransformMakeScale(CGFloat sx, CGFloat sy);
CGAffineTransform CGAffineTransformTranslate(CGAffineTransform t, CGFloat tx, CGFloat ty);
BOOL CGAffineTransformIsIdentity(CGAffineTransform t);
// Foundation's MAX, MIN and ABS are macros; as functions here their uses stay calls.
double MAX(double a, double b);
double MIN(double a, double b);
double ABS(double a);
double fmax(double a, double b);
double fmin(double a, double b);
double fabs(double a);
// The C library's, which the SDK's Foundation brings in.
int abs(int a);
long labs(long a);
float fmaxf(float a, float b);
float fminf(float a, float b);
float fabsf(float a);
double floor(double a);
double ceil(double a);
double round(double a);
double rint(double a);
float floorf(float a);
float ceilf(float a);
float roundf(float a);
// The rest of <math.h> an app's code calls (an animation's angle, a shadow's spread): square
// roots are simulated, the others are opaque.
double sqrt(double a);
float sqrtf(float a);
double pow(double a, double b);
float powf(float a, float b);
double sin(double a);
double cos(double a);
double tan(double a);
double atan2(double y, double x);
float sinf(float a);
float cosf(float a);
float tanf(float a);
float atan2f(float y, float x);
double fmod(double a, double b);
float fmodf(float a, float b);
double trunc(double a);
float truncf(float a);

// MARK: Foundation

@class NSString, NSBundle, NSIndexPath, UIWindow, UIViewController, UINavigationController,
    UINavigationItem, UITabBarController, UIKeyboardLayoutGuide, UILayoutGuide, NSLayoutYAxisAnchor;

@protocol NSObject
@end

typedef unsigned short unichar;
typedef struct _NSRange { NSUInteger location; NSUInteger length; } NSRange;
typedef struct {
  unsigned long state;
  id *itemsPtr;
  unsigned long *mutationsPtr;
  unsigned long extra[5];
} NSFastEnumerationState;
@protocol NSFastEnumeration
- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state
                                  objects:(id[])buffer
                                    count:(NSUInteger)len;
@end
@protocol NSCopying
@end

@interface NSObject <NSObject>
+ (instancetype)alloc;
+ (instancetype)new;
- (instancetype)init;
- (instancetype)self;
- (instancetype)retain;
- (void)release;
- (instancetype)autorelease;
- (instancetype)copy;
- (instancetype)mutableCopy;
- (void)dealloc;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isMemberOfClass:(Class)aClass;
- (BOOL)respondsToSelector:(SEL)aSelector;
- (BOOL)conformsToProtocol:(id)aProtocol;
- (BOOL)isEqual:(id)object;
- (NSString *)description;
- (Class)class;
- (id)performSelector:(SEL)aSelector;
- (id)performSelector:(SEL)aSelector withObject:(id)object;
- (void)performSelector:(SEL)aSelector withObject:(id)anArgument afterDelay:(NSTimeInterval)delay;
- (void)performSelectorOnMainThread:(SEL)aSelector withObject:(id)arg waitUntilDone:(BOOL)wait;
- (void)performSelectorInBackground:(SEL)aSelector withObject:(id)arg;
- (id)valueForKey:(NSString *)key;
- (void)setValue:(id)value forKey:(NSString *)key;
+ (Class)class;
@end

@interface NSString : NSObject <NSCopying>
+ (instancetype)string;
+ (instancetype)stringWithFormat:(NSString *)format, ...;
+ (instancetype)stringWithString:(NSString *)string;
+ (instancetype)stringWithUTF8String:(const char *)string;
- (instancetype)initWithFormat:(NSString *)format, ...;
- (instancetype)initWithString:(NSString *)string;
- (BOOL)isEqualToString:(NSString *)aString;
- (BOOL)hasPrefix:(NSString *)prefix;
- (BOOL)hasSuffix:(NSString *)suffix;
- (NSString *)stringByAppendingString:(NSString *)aString;
- (NSString *)stringByAppendingFormat:(NSString *)format, ...;
- (NSString *)substringToIndex:(NSUInteger)to;
- (NSString *)substringFromIndex:(NSUInteger)from;
- (NSRange)rangeOfString:(NSString *)searchString;
- (unichar)characterAtIndex:(NSUInteger)index;
- (id)componentsSeparatedByString:(NSString *)separator;
@property (readonly) NSUInteger length;
@property (readonly) double doubleValue;
@property (readonly) float floatValue;
@property (readonly) int intValue;
@property (readonly) NSInteger integerValue;
@property (readonly) long long longLongValue;
@property (readonly) BOOL boolValue;
@property (readonly, copy) NSString *lowercaseString;
@property (readonly, copy) NSString *uppercaseString;
@property (readonly) const char *UTF8String;
@end
@interface NSConstantString : NSString
@end
@interface NSMutableString : NSString
+ (instancetype)stringWithCapacity:(NSUInteger)capacity;
- (void)appendString:(NSString *)aString;
- (void)appendFormat:(NSString *)format, ...;
- (void)setString:(NSString *)aString;
@end

typedef NSString *NSNotificationName;

@interface NSNumber : NSObject <NSCopying>
+ (NSNumber *)numberWithDouble:(double)value;
+ (NSNumber *)numberWithFloat:(float)value;
+ (NSNumber *)numberWithInteger:(NSInteger)value;
+ (NSNumber *)numberWithInt:(int)value;
+ (NSNumber *)numberWithBool:(BOOL)value;
+ (NSNumber *)numberWithLong:(long)value;
+ (NSNumber *)numberWithLongLong:(long long)value;
+ (NSNumber *)numberWithUnsignedLong:(unsigned long)value;
+ (NSNumber *)numberWithUnsignedInteger:(NSUInteger)value;
+ (NSNumber *)numberWithUnsignedInt:(unsigned int)value;
@property (readonly) double doubleValue;
@property (readonly) float floatValue;
@property (readonly) int intValue;
@property (readonly) NSInteger integerValue;
@property (readonly) NSUInteger unsignedIntegerValue;
@property (readonly) unsigned int unsignedIntValue;
@property (readonly) long longValue;
@property (readonly) long long longLongValue;
@property (readonly) BOOL boolValue;
@property (readonly, copy) NSString *stringValue;
@end

@interface NSValue : NSObject <NSCopying>
@property (readonly) CGRect CGRectValue;
@property (readonly) CGPoint CGPointValue;
@property (readonly) CGSize CGSizeValue;
+ (NSValue *)valueWithCGRect:(CGRect)rect;
+ (NSValue *)valueWithCGPoint:(CGPoint)point;
+ (NSValue *)valueWithCGSize:(CGSize)size;
- (void)getValue:(void *)value;
@end

// Foundation's collections, with their generics, so that the app's own data (a model array,
// a dictionary of cells) type-checks; nothing simulated reads them.
@interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSFastEnumeration>
+ (instancetype)array;
+ (instancetype)arrayWithObject:(ObjectType)anObject;
+ (instancetype)arrayWithObjects:(ObjectType)firstObject, ...;
+ (instancetype)arrayWithObjects:(const ObjectType[])objects count:(NSUInteger)count;
+ (instancetype)arrayWithArray:(NSArray<ObjectType> *)array;
- (instancetype)initWithArray:(NSArray<ObjectType> *)array;
@property (readonly) NSUInteger count;
@property (readonly) ObjectType firstObject;
@property (readonly) ObjectType lastObject;
- (ObjectType)objectAtIndex:(NSUInteger)index;
- (ObjectType)objectAtIndexedSubscript:(NSUInteger)index;
- (BOOL)containsObject:(ObjectType)anObject;
- (NSUInteger)indexOfObject:(ObjectType)anObject;
- (NSArray<ObjectType> *)arrayByAddingObject:(ObjectType)anObject;
@end

@interface NSMutableArray<ObjectType> : NSArray<ObjectType>
+ (instancetype)arrayWithCapacity:(NSUInteger)numItems;
- (instancetype)initWithCapacity:(NSUInteger)numItems;
- (void)addObject:(ObjectType)anObject;
- (void)addObjectsFromArray:(NSArray<ObjectType> *)otherArray;
- (void)insertObject:(ObjectType)anObject atIndex:(NSUInteger)index;
- (void)removeObject:(ObjectType)anObject;
- (void)removeObjectAtIndex:(NSUInteger)index;
- (void)removeLastObject;
- (void)removeAllObjects;
- (void)replaceObjectAtIndex:(NSUInteger)index withObject:(ObjectType)anObject;
- (void)setObject:(ObjectType)obj atIndexedSubscript:(NSUInteger)index;
@end

@interface NSDictionary<__covariant KeyType, __covariant ObjectType>
  : NSObject <NSCopying, NSFastEnumeration>
+ (instancetype)dictionary;
+ (instancetype)dictionaryWithObjects:(const ObjectType[])objects
                              forKeys:(const KeyType[])keys
                                count:(NSUInteger)count;
+ (instancetype)dictionaryWithObject:(ObjectType)object forKey:(KeyType)key;
+ (instancetype)dictionaryWithDictionary:(NSDictionary<KeyType, ObjectType> *)dictionary;
@property (readonly) NSUInteger count;
@property (readonly, copy) NSArray<KeyType> *allKeys;
@property (readonly, copy) NSArray<ObjectType> *allValues;
- (ObjectType)objectForKey:(KeyType)aKey;
- (ObjectType)valueForKey:(NSString *)key;
- (ObjectType)objectForKeyedSubscript:(KeyType)key;
@end

@interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
+ (instancetype)dictionaryWithCapacity:(NSUInteger)numItems;
- (void)setObject:(ObjectType)anObject forKey:(KeyType)aKey;
- (void)setObject:(ObjectType)obj forKeyedSubscript:(KeyType)key;
- (void)setValue:(ObjectType)value forKey:(NSString *)key;
- (void)removeObjectForKey:(KeyType)aKey;
- (void)removeAllObjects;
@end

@interface NSSet<__covariant ObjectType> : NSObject <NSCopying, NSFastEnumeration>
+ (instancetype)set;
+ (instancetype)setWithObject:(ObjectType)object;
+ (instancetype)setWithArray:(NSArray<ObjectType> *)array;
@property (readonly) NSUInteger count;
@property (readonly) ObjectType anyObject;
@property (readonly, copy) NSArray<ObjectType> *allObjects;
- (BOOL)containsObject:(ObjectType)anObject;
@end

@interface NSMutableSet<ObjectType> : NSSet<ObjectType>
- (void)addObject:(ObjectType)object;
- (void)removeObject:(ObjectType)object;
- (void)removeAllObjects;
@end

@interface NSError : NSObject
@property (readonly, copy) NSString *domain;
@property (readonly) NSInteger code;
@property (readonly, copy) NSDictionary *userInfo;
@property (readonly, copy) NSString *localizedDescription;
@end
// What `@throw` throws and `@catch` takes; FormSim runs neither's contents.
@interface NSException : NSObject
+ (NSException *)exceptionWithName:(NSString *)name reason:(NSString *)reason userInfo:(NSDictionary *)userInfo;
@property (readonly, copy) NSString *name;
@property (readonly, copy) NSString *reason;
@end

@interface NSDate : NSObject <NSCopying>
+ (instancetype)date;
@property (readonly) NSTimeInterval timeIntervalSinceNow;
@property (readonly) NSTimeInterval timeIntervalSince1970;
@end

@interface NSURL : NSObject <NSCopying>
+ (instancetype)URLWithString:(NSString *)string;
@property (readonly, copy) NSString *absoluteString;
@end

@interface NSData : NSObject <NSCopying>
+ (instancetype)dataWithContentsOfURL:(NSURL *)url;
@property (readonly) NSUInteger length;
@end
@interface NSMutableData : NSData
@end

@interface NSIndexPath : NSObject <NSCopying>
+ (instancetype)indexPathForRow:(NSInteger)row inSection:(NSInteger)section;
@property (nonatomic, readonly) NSInteger row;
@property (nonatomic, readonly) NSInteger section;
@end

@interface NSTimer : NSObject
+ (NSTimer *)scheduledTimerWithTimeInterval:(NSTimeInterval)interval
                                     target:(id)target
                                   selector:(SEL)selector
                                   userInfo:(id)userInfo
                                    repeats:(BOOL)repeats;
- (void)invalidate;
@end

@interface NSUserDefaults : NSObject
+ (NSUserDefaults *)standardUserDefaults;
- (id)objectForKey:(NSString *)key;
- (NSString *)stringForKey:(NSString *)key;
- (BOOL)boolForKey:(NSString *)key;
- (NSInteger)integerForKey:(NSString *)key;
- (void)setObject:(id)value forKey:(NSString *)key;
- (void)setBool:(BOOL)value forKey:(NSString *)key;
- (void)setInteger:(NSInteger)value forKey:(NSString *)key;
- (void)removeObjectForKey:(NSString *)key;
- (double)doubleForKey:(NSString *)key;
- (void)setDouble:(double)value forKey:(NSString *)key;
- (NSURL *)URLForKey:(NSString *)key;
- (void)setURL:(NSURL *)url forKey:(NSString *)key;
- (BOOL)synchronize;
@end

@interface NSBundle : NSObject
+ (NSBundle *)mainBundle;
@end

@interface NSThread : NSObject
+ (void)detachNewThreadSelector:(SEL)selector toTarget:(id)target withObject:(id)argument;
+ (BOOL)isMainThread;
@end

@interface NSNotification : NSObject
@property (readonly, copy) NSNotificationName name;
@property (readonly, retain) id object;
@property (readonly, copy) NSDictionary *userInfo;
@end

@interface NSOperationQueue : NSObject
+ (NSOperationQueue *)mainQueue;
- (void)addOperationWithBlock:(void (^)(void))block;
@end

@interface NSNotificationCenter : NSObject
+ (NSNotificationCenter *)defaultCenter;
- (void)addObserver:(id)observer
           selector:(SEL)aSelector
               name:(NSNotificationName)aName
             object:(id)anObject;
- (id)addObserverForName:(NSNotificationName)name
                  object:(id)obj
                   queue:(NSOperationQueue *)queue
              usingBlock:(void (^)(NSNotification *note))block;
- (void)removeObserver:(id)observer;
- (void)removeObserver:(id)observer name:(NSNotificationName)aName object:(id)anObject;
@end

// ReactiveObjC: a signal of the notifications posted, which `subscribeNext:` follows.
@interface RACSignal : NSObject
- (id)subscribeNext:(void (^)(id x))nextBlock;
- (RACSignal *)takeUntil:(RACSignal *)signalTrigger;
- (RACSignal *)deliverOnMainThread;
- (RACSignal *)map:(id (^)(id value))block;
- (RACSignal *)filter:(BOOL (^)(id value))block;
- (RACSignal *)merge:(RACSignal *)signal;
+ (RACSignal *)merge:(id)signals;
@end

@interface NSNotificationCenter (RACSupport)
- (RACSignal *)rac_addObserverForName:(NSString *)notificationName object:(id)object;
@end

@interface NSObject (RACDeallocating)
@property (atomic, readonly, strong) RACSignal *rac_willDeallocSignal;
@end

// ReactiveObjC's `RAC(object, keyPath) = signal;` binds a property to a signal, and
// `RACObserve(object, keyPath)` is the signal of a property's values: the app's own bindings,
// which nothing simulated follows.
@interface RACSubscriptingAssignmentTrampoline : NSObject {
@public
  id signal;
}
@end
// Functions of the macros' names, declared before them: the macro's own name in its expansion
// is not expanded again, and is the function.
RACSubscriptingAssignmentTrampoline *RAC(id target);
RACSignal *RACObserve(id target);
#define RAC(TARGET, ...) RAC(TARGET)->signal
#define RACObserve(TARGET, KEYPATH) RACObserve(TARGET)

// libextobjc's and YYKit's `@weakify(self)` and `@strongify(self)`: in the block `self` is the
// same object, held strongly again.
#define weakify(...) autoreleasepool {}
#define strongify(...) autoreleasepool {}

void NSLog(NSString *format, ...);
int printf(const char *format, ...);
int puts(const char *text);
unsigned int arc4random(void);
unsigned int arc4random_uniform(unsigned int upperBound);
NSString *NSStringFromCGRect(CGRect rect);
NSString *NSStringFromCGPoint(CGPoint point);
NSString *NSStringFromCGSize(CGSize size);
NSString *NSStringFromUIEdgeInsets(UIEdgeInsets insets);
SEL NSSelectorFromString(NSString *name);
NSString *NSStringFromSelector(SEL selector);
NSString *NSStringFromClass(Class aClass);

// MARK: Auto Layout's attributes and relations, which constraints made in code name

typedef NS_ENUM(NSInteger, NSLayoutAttribute){
  NSLayoutAttributeNotAnAttribute = 0,
  NSLayoutAttributeLeft = 1,
  NSLayoutAttributeRight = 2,
  NSLayoutAttributeTop = 3,
  NSLayoutAttributeBottom = 4,
  NSLayoutAttributeLeading = 5,
  NSLayoutAttributeTrailing = 6,
  NSLayoutAttributeWidth = 7,
  NSLayoutAttributeHeight = 8,
  NSLayoutAttributeCenterX = 9,
  NSLayoutAttributeCenterY = 10,
  NSLayoutAttributeLastBaseline = 11,
  NSLayoutAttributeBaseline = 11,
  NSLayoutAttributeFirstBaseline = 12,
};

typedef NS_ENUM(NSInteger, NSLayoutRelation){
  NSLayoutRelationLessThanOrEqual = -1,
  NSLayoutRelationEqual = 0,
  NSLayoutRelationGreaterThanOrEqual = 1,
};

// MARK: The runtime's associated objects, where a category keeps its properties

typedef NS_ENUM(NSUInteger, objc_AssociationPolicy){
  OBJC_ASSOCIATION_ASSIGN = 0,
  OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1,
  OBJC_ASSOCIATION_COPY_NONATOMIC = 3,
  OBJC_ASSOCIATION_RETAIN = 01401,
  OBJC_ASSOCIATION_COPY = 01403
};
void objc_setAssociatedObject(id object, const void *key, id value, objc_AssociationPolicy policy);
id objc_getAssociatedObject(id object, const void *key);

// MARK: Dispatch

typedef struct dispatch_queue_s *dispatch_queue_t;
typedef unsigned long long dispatch_time_t;
typedef void (^dispatch_block_t)(void);
dispatch_queue_t dispatch_get_main_queue(void);
// Deprecated, but still called from keyboard code on the main thread, where it is the main queue.
dispatch_queue_t dispatch_get_current_queue(void);
dispatch_time_t dispatch_time(dispatch_time_t when, long long delta);
void dispatch_async(dispatch_queue_t queue, void (^block)(void));
void dispatch_after(dispatch_time_t when, dispatch_queue_t queue, void (^block)(void));
typedef long dispatch_once_t;
void dispatch_once(dispatch_once_t *predicate, dispatch_block_t block);
typedef struct dispatch_group_s *dispatch_group_t;
dispatch_group_t dispatch_group_create(void);
void dispatch_group_enter(dispatch_group_t group);
void dispatch_group_leave(dispatch_group_t group);
void dispatch_group_notify(dispatch_group_t group, dispatch_queue_t queue, dispatch_block_t block);
typedef struct dispatch_semaphore_s *dispatch_semaphore_t;
dispatch_semaphore_t dispatch_semaphore_create(long value);
long dispatch_semaphore_signal(dispatch_semaphore_t semaphore);
long dispatch_semaphore_wait(dispatch_semaphore_t semaphore, dispatch_time_t timeout);

// MARK: UIKit: keyboard notifications and their userInfo keys

extern NSNotificationName const UIKeyboardWillShowNotification;
extern NSNotificationName const UIKeyboardDidShowNotification;
extern NSNotificationName const UIKeyboardWillHideNotification;
extern NSNotificationName const UIKeyboardDidHideNotification;
extern NSNotificationName const UIKeyboardWillChangeFrameNotification;
extern NSNotificationName const UIKeyboardDidChangeFrameNotification;
extern NSNotificationName const UIApplicationDidChangeStatusBarOrientationNotification;
extern NSNotificationName const UIDeviceOrientationDidChangeNotification;
extern NSNotificationName const UIApplicationDidBecomeActiveNotification;
extern NSNotificationName const UIApplicationWillResignActiveNotification;
extern NSNotificationName const UIApplicationDidEnterBackgroundNotification;
extern NSNotificationName const UIApplicationWillEnterForegroundNotification;
extern NSNotificationName const UITextFieldTextDidBeginEditingNotification;
extern NSNotificationName const UITextFieldTextDidEndEditingNotification;
extern NSNotificationName const UITextFieldTextDidChangeNotification;
extern NSNotificationName const UITextViewTextDidBeginEditingNotification;
extern NSNotificationName const UITextViewTextDidEndEditingNotification;
extern NSNotificationName const UITextViewTextDidChangeNotification;
extern NSString *const UIKeyboardFrameBeginUserInfoKey;
extern NSString *const UIKeyboardFrameEndUserInfoKey;
extern NSString *const UIKeyboardAnimationDurationUserInfoKey;
extern NSString *const UIKeyboardAnimationCurveUserInfoKey;
extern NSString *const UIKeyboardIsLocalUserInfoKey;
extern NSString *const UIKeyboardBoundsUserInfoKey;
extern NSString *const UIKeyboardCenterBeginUserInfoKey;
extern NSString *const UIKeyboardCenterEndUserInfoKey;

// MARK: UIKit: orientation, animation options

typedef NS_ENUM(NSInteger, UIInterfaceOrientation){
  UIInterfaceOrientationUnknown = 0,
  UIInterfaceOrientationPortrait = 1,
  UIInterfaceOrientationPortraitUpsideDown = 2,
  UIInterfaceOrientationLandscapeLeft = 4,
  UIInterfaceOrientationLandscapeRight = 3,
};
typedef NS_ENUM(NSInteger, UIDeviceOrientation){
  UIDeviceOrientationUnknown = 0,
  UIDeviceOrientationPortrait = 1,
  UIDeviceOrientationPortraitUpsideDown = 2,
  UIDeviceOrientationLandscapeLeft = 3,
  UIDeviceOrientationLandscapeRight = 4,
  UIDeviceOrientationFaceUp = 5,
  UIDeviceOrientationFaceDown = 6,
};
BOOL UIInterfaceOrientationIsLandscape(UIInterfaceOrientation orientation);
BOOL UIInterfaceOrientationIsPortrait(UIInterfaceOrientation orientation);
BOOL UIDeviceOrientationIsLandscape(UIDeviceOrientation orientation);
BOOL UIDeviceOrientationIsPortrait(UIDeviceOrientation orientation);

// Foundation's, for the comparator blocks of sorts in the app's own code.
typedef NS_ENUM(NSInteger, NSComparisonResult){
  NSOrderedAscending = -1,
  NSOrderedSame,
  NSOrderedDescending,
};

typedef NS_ENUM(NSInteger, UIViewAnimationCurve){
  UIViewAnimationCurveEaseInOut,
  UIViewAnimationCurveEaseIn,
  UIViewAnimationCurveEaseOut,
  UIViewAnimationCurveLinear,
};
typedef NS_OPTIONS(NSUInteger, UIViewAnimationOptions){
  UIViewAnimationOptionLayoutSubviews = 1 << 0,
  UIViewAnimationOptionAllowUserInteraction = 1 << 1,
  UIViewAnimationOptionBeginFromCurrentState = 1 << 2,
  UIViewAnimationOptionRepeat = 1 << 3,
  UIViewAnimationOptionAutoreverse = 1 << 4,
  UIViewAnimationOptionOverrideInheritedDuration = 1 << 5,
  UIViewAnimationOptionOverrideInheritedCurve = 1 << 6,
  UIViewAnimationOptionAllowAnimatedContent = 1 << 7,
  UIViewAnimationOptionShowHideTransitionViews = 1 << 8,
  UIViewAnimationOptionOverrideInheritedOptions = 1 << 9,
  UIViewAnimationOptionCurveEaseInOut = 0 << 16,
  UIViewAnimationOptionCurveEaseIn = 1 << 16,
  UIViewAnimationOptionCurveEaseOut = 2 << 16,
  UIViewAnimationOptionCurveLinear = 3 << 16,
};
typedef NS_OPTIONS(NSUInteger, UIViewKeyframeAnimationOptions){
  UIViewKeyframeAnimationOptionBeginFromCurrentState = 1 << 2,
  UIViewKeyframeAnimationOptionCalculationModeLinear = 0 << 10,
};
typedef NS_ENUM(NSInteger, UIScrollViewContentInsetAdjustmentBehavior){
  UIScrollViewContentInsetAdjustmentAutomatic,
  UIScrollViewContentInsetAdjustmentScrollableAxes,
  UIScrollViewContentInsetAdjustmentNever,
  UIScrollViewContentInsetAdjustmentAlways,
};
typedef NS_OPTIONS(NSUInteger, UIRectEdge){
  UIRectEdgeNone = 0,
  UIRectEdgeTop = 1 << 0,
  UIRectEdgeLeft = 1 << 1,
  UIRectEdgeBottom = 1 << 2,
  UIRectEdgeRight = 1 << 3,
  UIRectEdgeAll = 15,
};
typedef NS_ENUM(NSInteger, UIModalPresentationStyle){
  UIModalPresentationFullScreen = 0,
  UIModalPresentationPageSheet,
  UIModalPresentationFormSheet,
  UIModalPresentationCurrentContext,
  UIModalPresentationCustom,
  UIModalPresentationOverFullScreen,
  UIModalPresentationOverCurrentContext,
  UIModalPresentationPopover,
  UIModalPresentationNone = -1,
  UIModalPresentationAutomatic = -2,
};
typedef NS_ENUM(NSInteger, UIModalTransitionStyle){
  UIModalTransitionStyleCoverVertical = 0,
  UIModalTransitionStyleFlipHorizontal,
  UIModalTransitionStyleCrossDissolve,
  UIModalTransitionStylePartialCurl,
};
typedef NS_ENUM(NSInteger, UIUserInterfaceIdiom){
  UIUserInterfaceIdiomUnspecified = -1,
  UIUserInterfaceIdiomPhone = 0,
  UIUserInterfaceIdiomPad = 1,
};
typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing){
  UIViewAutoresizingNone = 0,
  UIViewAutoresizingFlexibleLeftMargin = 1 << 0,
  UIViewAutoresizingFlexibleWidth = 1 << 1,
  UIViewAutoresizingFlexibleRightMargin = 1 << 2,
  UIViewAutoresizingFlexibleTopMargin = 1 << 3,
  UIViewAutoresizingFlexibleHeight = 1 << 4,
  UIViewAutoresizingFlexibleBottomMargin = 1 << 5,
};
typedef NS_ENUM(NSInteger, UITextBorderStyle){
  UITextBorderStyleNone,
  UITextBorderStyleLine,
  UITextBorderStyleBezel,
  UITextBorderStyleRoundedRect,
};
typedef NS_ENUM(NSInteger, UITextAutocorrectionType){
  UITextAutocorrectionTypeDefault,
  UITextAutocorrectionTypeNo,
  UITextAutocorrectionTypeYes,
};
typedef NS_ENUM(NSInteger, UITextAutocapitalizationType){
  UITextAutocapitalizationTypeNone,
  UITextAutocapitalizationTypeWords,
  UITextAutocapitalizationTypeSentences,
  UITextAutocapitalizationTypeAllCharacters,
};
typedef NS_ENUM(NSInteger, UIKeyboardType){
  UIKeyboardTypeDefault = 0,
  UIKeyboardTypeASCIICapable = 1,
  UIKeyboardTypeNumbersAndPunctuation = 2,
  UIKeyboardTypeURL = 3,
  UIKeyboardTypeNumberPad = 4,
  UIKeyboardTypePhonePad = 5,
  UIKeyboardTypeNamePhonePad = 6,
  UIKeyboardTypeEmailAddress = 7,
  UIKeyboardTypeDecimalPad = 8,
};
typedef NS_ENUM(NSInteger, UIReturnKeyType){
  UIReturnKeyDefault = 0,
  UIReturnKeyGo = 1,
  UIReturnKeyNext = 4,
  UIReturnKeySearch = 6,
  UIReturnKeySend = 7,
  UIReturnKeyDone = 9,
};
typedef NS_ENUM(NSInteger, UIControlContentVerticalAlignment){
  UIControlContentVerticalAlignmentCenter = 0,
  UIControlContentVerticalAlignmentTop = 1,
  UIControlContentVerticalAlignmentBottom = 2,
  UIControlContentVerticalAlignmentFill = 3,
};
typedef NS_OPTIONS(NSUInteger, UIControlEvents){
  UIControlEventTouchDown = 1 << 0,
  UIControlEventTouchUpInside = 1 << 6,
  UIControlEventValueChanged = 1 << 12,
  UIControlEventEditingDidBegin = 1 << 16,
  UIControlEventEditingChanged = 1 << 17,
  UIControlEventEditingDidEnd = 1 << 18,
  UIControlEventEditingDidEndOnExit = 1 << 19,
};
typedef NS_OPTIONS(NSUInteger, UIControlState){
  UIControlStateNormal = 0,
  UIControlStateHighlighted = 1 << 0,
  UIControlStateDisabled = 1 << 1,
  UIControlStateSelected = 1 << 2,
};
typedef NS_ENUM(NSInteger, NSTextAlignment){
  NSTextAlignmentLeft = 0,
  NSTextAlignmentCenter = 1,
  NSTextAlignmentRight = 2,
};
#define UI_USER_INTERFACE_IDIOM() ([[UIDevice currentDevice] userInterfaceIdiom])

// MARK: UIKit: what is declared only to be skipped (nothing simulated reads it)

@interface UIColor : NSObject
+ (UIColor *)clearColor;
+ (UIColor *)whiteColor;
+ (UIColor *)blackColor;
+ (UIColor *)lightGrayColor;
+ (UIColor *)grayColor;
+ (UIColor *)darkGrayColor;
+ (UIColor *)redColor;
+ (UIColor *)blueColor;
+ (UIColor *)colorWithWhite:(CGFloat)white alpha:(CGFloat)alpha;
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
@end
@interface UIFont : NSObject
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize;
@end
@interface CALayer : NSObject
@property CGFloat cornerRadius;
@property CGFloat borderWidth;
@property BOOL masksToBounds;
@end
@interface UIGestureRecognizer : NSObject
- (instancetype)initWithTarget:(id)target action:(SEL)action;
@property (nonatomic) BOOL cancelsTouchesInView;
@end
@interface UITapGestureRecognizer : UIGestureRecognizer
@end

// MARK: UIKit: responders and views

@interface UIEvent : NSObject
@end
@interface UITouch : NSObject
@end

@interface UIResponder : NSObject
- (BOOL)becomeFirstResponder;
- (BOOL)resignFirstResponder;
@property (nonatomic, readonly) BOOL isFirstResponder;
- (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
- (void)touchesMoved:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
- (void)touchesEnded:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
- (void)touchesCancelled:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event;
@end

@protocol UICoordinateSpace <NSObject>
- (CGRect)convertRect:(CGRect)rect toCoordinateSpace:(id<UICoordinateSpace>)coordinateSpace;
- (CGRect)convertRect:(CGRect)rect fromCoordinateSpace:(id<UICoordinateSpace>)coordinateSpace;
- (CGPoint)convertPoint:(CGPoint)point toCoordinateSpace:(id<UICoordinateSpace>)coordinateSpace;
- (CGPoint)convertPoint:(CGPoint)point fromCoordinateSpace:(id<UICoordinateSpace>)coordinateSpace;
@end

@interface UIView : UIResponder <UICoordinateSpace>
- (CGRect)convertRect:(CGRect)rect toCoordinateSpace:(id<UICoordinateSpace>)coordinateSpace;
- (CGRect)convertRect:(CGRect)rect fromCoordinateSpace:(id<UICoordinateSpace>)coordinateSpace;
- (CGPoint)convertPoint:(CGPoint)point toCoordinateSpace:(id<UICoordinateSpace>)coordinateSpace;
- (CGPoint)convertPoint:(CGPoint)point fromCoordinateSpace:(id<UICoordinateSpace>)coordinateSpace;
- (instancetype)initWithFrame:(CGRect)frame;
@property (nonatomic) CGRect frame;
@property (nonatomic) CGRect bounds;
@property (nonatomic) CGPoint center;
@property (nonatomic) CGAffineTransform transform;
@property (nonatomic, readonly) UIView *superview;
@property (nonatomic, readonly) UIWindow *window;
@property (nonatomic, readonly) UIEdgeInsets safeAreaInsets;
@property (nonatomic) NSInteger tag;
@property (nonatomic, getter=isHidden) BOOL hidden;
@property (nonatomic) CGFloat alpha;
@property (nonatomic, readonly) UIKeyboardLayoutGuide *keyboardLayoutGuide;
@property (nonatomic, readonly, strong) UILayoutGuide *safeAreaLayoutGuide;
@property (nonatomic, readonly) NSLayoutYAxisAnchor *bottomAnchor;
@property (nonatomic, copy) UIColor *backgroundColor;
@property (nonatomic, readonly) CALayer *layer;
@property (nonatomic) BOOL clipsToBounds;
@property (nonatomic, getter=isUserInteractionEnabled) BOOL userInteractionEnabled;
@property (nonatomic) BOOL translatesAutoresizingMaskIntoConstraints;
@property (nonatomic) UIViewAutoresizing autoresizingMask;
@property (nonatomic, readonly, copy) NSArray *subviews;
- (UIView *)viewWithTag:(NSInteger)tag;
- (void)sizeToFit;
- (CGPoint)convertPoint:(CGPoint)point toView:(UIView *)view;
- (CGPoint)convertPoint:(CGPoint)point fromView:(UIView *)view;
- (CGRect)convertRect:(CGRect)rect toView:(UIView *)view;
- (CGRect)convertRect:(CGRect)rect fromView:(UIView *)view;
- (BOOL)isDescendantOfView:(UIView *)view;
- (BOOL)endEditing:(BOOL)force;
- (void)layoutIfNeeded;
- (void)setNeedsLayout;
- (void)layoutSubviews;
- (void)didMoveToSuperview;
- (void)didMoveToWindow;
- (void)setNeedsUpdateConstraints;
- (void)updateConstraintsIfNeeded;
- (void)updateConstraints;
- (void)setNeedsDisplay;
- (void)addSubview:(UIView *)view;
- (void)removeFromSuperview;
- (void)bringSubviewToFront:(UIView *)view;
- (void)addGestureRecognizer:(UIGestureRecognizer *)gestureRecognizer;
- (void)removeGestureRecognizer:(UIGestureRecognizer *)gestureRecognizer;
@end

@interface UIView (UIViewAnimation)
+ (void)beginAnimations:(NSString *)animationID context:(void *)context;
+ (void)commitAnimations;
+ (void)setAnimationDuration:(NSTimeInterval)duration;
+ (void)setAnimationDelay:(NSTimeInterval)delay;
+ (void)setAnimationCurve:(UIViewAnimationCurve)curve;
+ (void)setAnimationBeginsFromCurrentState:(BOOL)fromCurrentState;
+ (void)setAnimationDelegate:(id)delegate;
+ (void)setAnimationsEnabled:(BOOL)enabled;
+ (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations;
+ (void)animateWithDuration:(NSTimeInterval)duration
                 animations:(void (^)(void))animations
                 completion:(void (^)(BOOL finished))completion;
+ (void)animateWithDuration:(NSTimeInterval)duration
                      delay:(NSTimeInterval)delay
                    options:(UIViewAnimationOptions)options
                 animations:(void (^)(void))animations
                 completion:(void (^)(BOOL finished))completion;
+ (void)animateWithDuration:(NSTimeInterval)duration
                      delay:(NSTimeInterval)delay
     usingSpringWithDamping:(CGFloat)dampingRatio
      initialSpringVelocity:(CGFloat)velocity
                    options:(UIViewAnimationOptions)options
                 animations:(void (^)(void))animations
                 completion:(void (^)(BOOL finished))completion;
+ (void)animateKeyframesWithDuration:(NSTimeInterval)duration
                               delay:(NSTimeInterval)delay
                             options:(UIViewKeyframeAnimationOptions)options
                          animations:(void (^)(void))animations
                          completion:(void (^)(BOOL finished))completion;
+ (void)addKeyframeWithRelativeStartTime:(double)frameStartTime
                        relativeDuration:(double)frameDuration
                              animations:(void (^)(void))animations;
+ (void)performWithoutAnimation:(void (^)(void))actionsWithoutAnimation;
@end

@class UIScreen, UIWindowScene;
@interface UIWindow : UIView
@property (nonatomic, retain) UIViewController *rootViewController;
@property (nonatomic, strong) UIScreen *screen;
@property (nonatomic, readonly, getter=isKeyWindow) BOOL keyWindow;
@property (nonatomic, weak) UIWindowScene *windowScene;
- (CGRect)convertRect:(CGRect)rect fromWindow:(UIWindow *)window;
- (CGRect)convertRect:(CGRect)rect toWindow:(UIWindow *)window;
- (CGPoint)convertPoint:(CGPoint)point fromWindow:(UIWindow *)window;
- (CGPoint)convertPoint:(CGPoint)point toWindow:(UIWindow *)window;
@end

@interface UIScrollView : UIView
@property (nonatomic, weak) id delegate;
@property (nonatomic, readonly) CGSize visibleSize;
@property (nonatomic) CGPoint contentOffset;
@property (nonatomic) CGSize contentSize;
@property (nonatomic) UIEdgeInsets contentInset;
@property (nonatomic, readonly) UIEdgeInsets adjustedContentInset;
@property (nonatomic) UIEdgeInsets scrollIndicatorInsets;
@property (nonatomic) UIEdgeInsets verticalScrollIndicatorInsets;
@property (nonatomic) UIEdgeInsets horizontalScrollIndicatorInsets;
@property (nonatomic) UIScrollViewContentInsetAdjustmentBehavior contentInsetAdjustmentBehavior;
@property (nonatomic, getter=isScrollEnabled) BOOL scrollEnabled;
@property (nonatomic) BOOL showsVerticalScrollIndicator;
@property (nonatomic) BOOL showsHorizontalScrollIndicator;
@property (nonatomic) BOOL bounces;
@property (nonatomic) BOOL alwaysBounceVertical;
- (void)setContentOffset:(CGPoint)contentOffset animated:(BOOL)animated;
- (void)scrollRectToVisible:(CGRect)rect animated:(BOOL)animated;
- (void)flashScrollIndicators;
@end

@interface UITableView : UIScrollView
- (instancetype)initWithFrame:(CGRect)frame style:(NSInteger)style;
@property (nonatomic, assign) id dataSource;
@property (nonatomic, assign) id delegate;
@property (nonatomic) CGFloat rowHeight;
@property (nonatomic) NSInteger separatorStyle;
@property (nonatomic, retain) UIView *tableHeaderView;
@property (nonatomic, retain) UIView *tableFooterView;
- (void)reloadData;
- (void)beginUpdates;
- (void)endUpdates;
- (id)dequeueReusableCellWithIdentifier:(NSString *)identifier;
- (id)dequeueReusableCellWithIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath *)indexPath;
- (id)cellForRowAtIndexPath:(NSIndexPath *)indexPath;
- (NSIndexPath *)indexPathForCell:(id)cell;
- (void)deselectRowAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated;
- (void)insertRowsAtIndexPaths:(NSArray *)indexPaths withRowAnimation:(NSInteger)animation;
- (void)deleteRowsAtIndexPaths:(NSArray *)indexPaths withRowAnimation:(NSInteger)animation;
- (void)reloadRowsAtIndexPaths:(NSArray *)indexPaths withRowAnimation:(NSInteger)animation;
- (void)scrollToRowAtIndexPath:(NSIndexPath *)indexPath
              atScrollPosition:(NSInteger)scrollPosition
                      animated:(BOOL)animated;
- (void)registerClass:(Class)cellClass forCellReuseIdentifier:(NSString *)identifier;
@end

@protocol UITextFieldDelegate <NSObject>
@end
@protocol UITextViewDelegate <NSObject>
@end
@protocol UIScrollViewDelegate <NSObject>
@end

@interface UIControl : UIView
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (nonatomic, getter=isSelected) BOOL selected;
@property (nonatomic) UIControlContentVerticalAlignment contentVerticalAlignment;
- (void)addTarget:(id)target action:(SEL)action forControlEvents:(NSUInteger)controlEvents;
@end

@interface UITextField : UIControl
@property (nonatomic, copy) NSString *text;
@property (nonatomic, copy) NSString *placeholder;
@property (nonatomic) UITextBorderStyle borderStyle;
@property (nonatomic) UIKeyboardType keyboardType;
@property (nonatomic) UIReturnKeyType returnKeyType;
@property (nonatomic) UITextAutocorrectionType autocorrectionType;
@property (nonatomic) UITextAutocapitalizationType autocapitalizationType;
@property (nonatomic, getter=isSecureTextEntry) BOOL secureTextEntry;
@property (nonatomic) NSTextAlignment textAlignment;
@property (nonatomic, assign) id<UITextFieldDelegate> delegate;
@property (nonatomic, retain) UIView *inputAccessoryView;
@property (nonatomic, retain) UIFont *font;
@property (nonatomic, retain) UIColor *textColor;
@property (nonatomic, readonly, getter=isEditing) BOOL editing;
@end

@interface UITextView : UIScrollView
@property (nonatomic, copy) NSString *text;
@property (nonatomic) UIEdgeInsets textContainerInset;
@property (nonatomic, assign) id<UITextViewDelegate> delegate;
@property (nonatomic, retain) UIView *inputAccessoryView;
@property (nonatomic, retain) UIFont *font;
@property (nonatomic, retain) UIColor *textColor;
@end

@interface UILabel : UIView
@property (nonatomic, copy) NSString *text;
@property (nonatomic, retain) UIFont *font;
@property (nonatomic, retain) UIColor *textColor;
@property (nonatomic) NSTextAlignment textAlignment;
@property (nonatomic) NSInteger numberOfLines;
@end
@interface UIImageView : UIView
- (instancetype)initWithImage:(id)image;
@property (nonatomic, retain) id image;
@end
// Table and collection cells, which an app's own cell classes subclass in the screen's files:
// views FormSim does not draw, whose members are opaque.
@interface UITableViewCell : UIView
@end
@interface UICollectionViewCell : UIView
@end
// The alert of iOS 2 to 8, which old screens show on a failed sign-in: a view FormSim does not
// draw. Its button titles end with nil, as C's variadic methods do.
@interface UIAlertView : UIView
- (instancetype)initWithTitle:(NSString *)title
                      message:(NSString *)message
                     delegate:(id)delegate
            cancelButtonTitle:(NSString *)cancelButtonTitle
            otherButtonTitles:(NSString *)otherButtonTitles, ...;
- (void)show;
@end
@interface UIButton : UIControl
+ (instancetype)buttonWithType:(NSInteger)buttonType;
@property (nonatomic, readonly) UILabel *titleLabel;
- (void)setTitle:(NSString *)title forState:(UIControlState)state;
- (void)setTitleColor:(UIColor *)color forState:(UIControlState)state;
- (void)setImage:(id)image forState:(UIControlState)state;
- (void)setBackgroundImage:(id)image forState:(UIControlState)state;
@end

@interface NSLayoutConstraint : NSObject
@property CGFloat constant;
@property (getter=isActive) BOOL active;
@property (readonly) id firstItem;
@property (readonly) id secondItem;
+ (void)activateConstraints:(NSArray *)constraints;
+ (void)deactivateConstraints:(NSArray *)constraints;
@end

// Any layout anchor, with the constraints apps make from one: the app's own layout, opaque.
@interface NSLayoutAnchor : NSObject
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(id)anchor;
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(id)anchor constant:(CGFloat)c;
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(id)anchor;
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(id)anchor constant:(CGFloat)c;
- (NSLayoutConstraint *)constraintEqualToConstant:(CGFloat)c;
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToConstant:(CGFloat)c;
- (NSLayoutConstraint *)constraintLessThanOrEqualToConstant:(CGFloat)c;
- (NSLayoutConstraint *)constraintEqualToAnchor:(id)anchor multiplier:(CGFloat)m;
- (NSLayoutConstraint *)constraintEqualToAnchor:(id)anchor multiplier:(CGFloat)m constant:(CGFloat)c;
@end

// The axis of the keyboard layout guide's top and the scroll view's bottom: a constraint
// between those two is simulated.
@interface NSLayoutYAxisAnchor : NSLayoutAnchor
- (NSLayoutConstraint *)constraintEqualToAnchor:(id)anchor;
- (NSLayoutConstraint *)constraintEqualToAnchor:(id)anchor constant:(CGFloat)c;
- (NSLayoutConstraint *)constraintEqualToSystemSpacingBelowAnchor:(NSLayoutYAxisAnchor *)anchor
                                                       multiplier:(CGFloat)multiplier;
@end

@interface UILayoutGuide : NSObject
@property (nonatomic, readonly) CGRect layoutFrame;
@property (nonatomic, readonly) NSLayoutYAxisAnchor *bottomAnchor;
@end

@interface UIKeyboardLayoutGuide : NSObject
@property (nonatomic, readonly) NSLayoutYAxisAnchor *topAnchor;
@property (nonatomic) BOOL followsUndockedKeyboard;
@end

// MARK: UIKit: the view controller, the screen, the app, the device

// A protocol in UIKit; the class of the same name (as NSObject is both) is what the table of
// its members is checked against.
@protocol UILayoutSupport <NSObject>
@property (nonatomic, readonly) CGFloat length;
@end
@interface UILayoutSupport : NSObject <UILayoutSupport>
@property (nonatomic, readonly) CGFloat length;
@end

@interface UIViewController : UIResponder
@property (nonatomic, retain) UIView *view;
@property (nonatomic, readonly, strong) id<UILayoutSupport> topLayoutGuide;
@property (nonatomic, readonly, strong) id<UILayoutSupport> bottomLayoutGuide;
@property (nonatomic) UIEdgeInsets additionalSafeAreaInsets;
@property (nonatomic, readonly) BOOL isViewLoaded;
@property (nonatomic, readonly) UIInterfaceOrientation interfaceOrientation;
@property (nonatomic, getter=isEditing) BOOL editing;
- (void)setEditing:(BOOL)editing animated:(BOOL)animated;
@property (nonatomic, copy) NSString *title;
@property (nonatomic) BOOL automaticallyAdjustsScrollViewInsets;
@property (nonatomic) UIRectEdge edgesForExtendedLayout;
@property (nonatomic) BOOL extendedLayoutIncludesOpaqueBars;
@property (nonatomic) UIModalPresentationStyle modalPresentationStyle;
@property (nonatomic) UIModalTransitionStyle modalTransitionStyle;
@property (nonatomic) BOOL definesPresentationContext;
@property (nonatomic) BOOL hidesBottomBarWhenPushed;
@property (nonatomic) CGSize preferredContentSize;
@property (nonatomic, readonly) UIViewController *presentingViewController;
@property (nonatomic, readonly) UIViewController *parentViewController;
- (void)addChildViewController:(UIViewController *)childController;
- (void)removeFromParentViewController;
- (void)didMoveToParentViewController:(UIViewController *)parent;
- (void)loadView;
- (void)viewDidLoad;
- (void)viewWillAppear:(BOOL)animated;
- (void)viewDidAppear:(BOOL)animated;
- (void)viewWillDisappear:(BOOL)animated;
- (void)viewDidDisappear:(BOOL)animated;
- (void)viewDidUnload;
- (void)didReceiveMemoryWarning;
- (void)setNeedsStatusBarAppearanceUpdate;
- (void)viewWillLayoutSubviews;
- (void)updateViewConstraints;
- (void)viewDidLayoutSubviews;
- (void)awakeFromNib;
- (instancetype)initWithNibName:(NSString *)nibName bundle:(NSBundle *)bundle;
@property (nonatomic, readonly) UINavigationController *navigationController;
@property (nonatomic, readonly) UINavigationItem *navigationItem;
@property (nonatomic, readonly) UITabBarController *tabBarController;
@property (nonatomic, readonly) id storyboard;
@property (nonatomic, readonly, copy) NSString *nibName;
@property (nonatomic, readonly, strong) NSBundle *nibBundle;
@property (nonatomic, readonly) UIViewController *presentedViewController;
@property (nonatomic, readonly) BOOL isBeingPresented;
@property (nonatomic, readonly) BOOL isBeingDismissed;
@property (nonatomic, readonly) BOOL isMovingToParentViewController;
@property (nonatomic, readonly) BOOL isMovingFromParentViewController;
- (void)presentViewController:(UIViewController *)viewController
                     animated:(BOOL)flag
                   completion:(void (^)(void))completion;
- (void)dismissViewControllerAnimated:(BOOL)flag completion:(void (^)(void))completion;
- (void)presentModalViewController:(UIViewController *)viewController animated:(BOOL)animated;
- (void)dismissModalViewControllerAnimated:(BOOL)animated;
- (void)performSegueWithIdentifier:(NSString *)identifier sender:(id)sender;
- (void)prepareForSegue:(id)segue sender:(id)sender;
@end

@interface UINavigationItem : NSObject
@property (nonatomic, copy) NSString *title;
@property (nonatomic, retain) id leftBarButtonItem;
@property (nonatomic, retain) id rightBarButtonItem;
@property (nonatomic) BOOL hidesBackButton;
- (void)setLeftBarButtonItem:(id)item animated:(BOOL)animated;
- (void)setRightBarButtonItem:(id)item animated:(BOOL)animated;
@end

@interface UINavigationBar : UIView
@property (nonatomic, readonly) UINavigationItem *topItem;
@end

@interface UITabBarController : UIViewController
@property (nonatomic, readonly) UIView *tabBar;
@property (nonatomic) NSUInteger selectedIndex;
@end

// A table view controller's own keyboard handling is the world's (a layout's container
// `tableViewController`); declared so that a screen of this class is no class of the app's.
@interface UITableViewController : UIViewController
@property (nonatomic, strong) UITableView *tableView;
- (instancetype)initWithStyle:(NSInteger)style;
@end

@interface UINavigationController : UIViewController
@property (nonatomic, readonly) UINavigationBar *navigationBar;
@property (nonatomic, readonly) UIViewController *topViewController;
- (void)setNavigationBarHidden:(BOOL)hidden animated:(BOOL)animated;
- (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated;
- (UIViewController *)popViewControllerAnimated:(BOOL)animated;
- (NSArray *)popToRootViewControllerAnimated:(BOOL)animated;
@end

@interface UIScreen : NSObject
+ (UIScreen *)mainScreen;
@property (nonatomic, readonly) CGRect bounds;
@property (nonatomic, readonly) CGRect applicationFrame;
@property (nonatomic, readonly) CGFloat scale;
@property (nonatomic, readonly) CGFloat nativeScale;
@property (nonatomic, readonly) id<UICoordinateSpace> coordinateSpace;
@end

typedef NS_ENUM(NSInteger, UIApplicationState){
  UIApplicationStateActive,
  UIApplicationStateInactive,
  UIApplicationStateBackground,
};

@protocol UIApplicationDelegate <NSObject>
@optional
@property (nonatomic, strong) UIWindow *window;
@end

@interface UIApplication : UIResponder
+ (UIApplication *)sharedApplication;
@property (nonatomic, weak) id<UIApplicationDelegate> delegate;
@property (nonatomic, readonly) UIApplicationState applicationState;
@property (nonatomic, readonly) UIInterfaceOrientation statusBarOrientation;
@property (nonatomic, readonly) CGRect statusBarFrame;
@property (nonatomic, readonly, getter=isStatusBarHidden) BOOL statusBarHidden;
@property (nonatomic, readonly) UIWindow *keyWindow;
@property (nonatomic, readonly) NSArray *windows;
@property (nonatomic, readonly) NSSet *connectedScenes;
- (BOOL)sendAction:(SEL)action to:(id)target from:(id)sender forEvent:(UIEvent *)event;
@end

typedef NS_ENUM(NSInteger, UISceneActivationState){
  UISceneActivationStateUnattached = -1,
  UISceneActivationStateForegroundActive = 0,
  UISceneActivationStateForegroundInactive = 1,
  UISceneActivationStateBackground = 2,
};

@interface UIWindowScene : NSObject
@property (nonatomic, readonly) NSArray *windows;
@property (nonatomic, readonly) UIWindow *keyWindow;
@property (nonatomic, readonly) UIScreen *screen;
@property (nonatomic, readonly) UISceneActivationState activationState;
@end

@interface UIDevice : NSObject
+ (UIDevice *)currentDevice;
@property (nonatomic, readonly) UIDeviceOrientation orientation;
@property (nonatomic, readonly) UIUserInterfaceIdiom userInterfaceIdiom;
@property (nonatomic, readonly) NSString *systemVersion;
@end

// MARK: Masonry, on the scroll view: read as SnapKit is. `#import <Masonry/Masonry.h>` reads
// this header.

@interface MASViewAttribute : NSObject
@end

@interface MASConstraint : NSObject
- (MASConstraint *)left;
- (MASConstraint *)top;
- (MASConstraint *)right;
- (MASConstraint *)bottom;
- (MASConstraint *)leading;
- (MASConstraint *)trailing;
- (MASConstraint *)width;
- (MASConstraint *)height;
- (MASConstraint *)centerX;
- (MASConstraint *)centerY;
- (MASConstraint *)with;
- (MASConstraint *)and;
- (MASConstraint * (^)(id attr))equalTo;
- (MASConstraint * (^)(CGFloat offset))offset;
- (MASConstraint * (^)(id offset))valueOffset;
- (MASConstraint * (^)(CGFloat inset))inset;
- (MASConstraint * (^)(UIEdgeInsets insets))insets;
- (MASConstraint * (^)(CGFloat priority))priority;
- (MASConstraint * (^)(CGFloat multiplier))multipliedBy;
- (void)setOffset:(CGFloat)offset;
- (void)setInset:(CGFloat)inset;
- (void)setInsets:(UIEdgeInsets)insets;
@end

// Masonry's boxing of a scalar or an object for `mas_equalTo` and `mas_offset`: the value.
id _MASBoxValue(const char *type, ...);
#define MASBoxValue(value) _MASBoxValue("", (value))
#define mas_equalTo(...) equalTo(MASBoxValue((__VA_ARGS__)))
#define mas_offset(...) valueOffset(MASBoxValue((__VA_ARGS__)))

@interface MASConstraintMaker : NSObject
@property (nonatomic, strong, readonly) MASConstraint *left;
@property (nonatomic, strong, readonly) MASConstraint *top;
@property (nonatomic, strong, readonly) MASConstraint *right;
@property (nonatomic, strong, readonly) MASConstraint *bottom;
@property (nonatomic, strong, readonly) MASConstraint *leading;
@property (nonatomic, strong, readonly) MASConstraint *trailing;
@property (nonatomic, strong, readonly) MASConstraint *width;
@property (nonatomic, strong, readonly) MASConstraint *height;
@property (nonatomic, strong, readonly) MASConstraint *centerX;
@property (nonatomic, strong, readonly) MASConstraint *centerY;
@property (nonatomic, strong, readonly) MASConstraint *edges;
@property (nonatomic, strong, readonly) MASConstraint *size;
@property (nonatomic, strong, readonly) MASConstraint *center;
@end

@interface UIView (MASAdditions)
@property (nonatomic, strong, readonly) MASViewAttribute *mas_left;
@property (nonatomic, strong, readonly) MASViewAttribute *mas_top;
@property (nonatomic, strong, readonly) MASViewAttribute *mas_right;
@property (nonatomic, strong, readonly) MASViewAttribute *mas_bottom;
@property (nonatomic, strong, readonly) MASViewAttribute *mas_leading;
@property (nonatomic, strong, readonly) MASViewAttribute *mas_trailing;
@property (nonatomic, strong, readonly) MASViewAttribute *mas_width;
@property (nonatomic, strong, readonly) MASViewAttribute *mas_height;
@property (nonatomic, strong, readonly) MASViewAttribute *mas_centerX;
@property (nonatomic, strong, readonly) MASViewAttribute *mas_centerY;
@property (nonatomic, strong, readonly) MASViewAttribute *mas_safeAreaLayoutGuideTop;
@property (nonatomic, strong, readonly) MASViewAttribute *mas_safeAreaLayoutGuideBottom;
- (NSArray *)mas_makeConstraints:(void (^)(MASConstraintMaker *make))block;
- (NSArray *)mas_updateConstraints:(void (^)(MASConstraintMaker *make))block;
- (NSArray *)mas_remakeConstraints:(void (^)(MASConstraintMaker *make))block;
@end
